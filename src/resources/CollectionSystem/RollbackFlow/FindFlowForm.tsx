import { useCustom } from '@refinedev/core';
import { Button, Card, Form, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPAY_URLS } from '../../../../common/money/repay-lists';
import type { FlowListRow } from '../../../../common/money/repay-rows';
import { TextInput, maxLengthRule } from '../../../components/inputs';

/**
 * "Roll back a flow": the flow number typed (or passed as ?flowNo=), looked up through Refine's useCustom, then
 * handed to the rollback dialog (each answer once: finding the same flow again reads it again). A refusal
 * ("flow not found") is toasted by the data provider.
 */
export function FindFlowForm({ onFound }: { onFound: (flow: FlowListRow) => void }) {
  const { t } = useTranslation('repay');
  const [params] = useSearchParams();
  const [sought, setSought] = useState<string | null>(null);
  const { query } = useCustom<FlowListRow>({
    url: REPAY_URLS.flowByNo, method: 'get', config: { query: { flowNo: sought } }, errorNotification: false,
    // Read when asked only: a refocus must not open the dialog again.
    queryOptions: { enabled: sought !== null, placeholderData: undefined, retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false },
  });
  const { data, dataUpdatedAt, refetch } = query;
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;
  const found = sought === null ? undefined : data?.data;
  // Each answer once, by its time: finding the same flow again answers an equal row.
  useEffect(() => { if (found && dataUpdatedAt > 0) onFoundRef.current(found); }, [found, dataUpdatedAt]);
  const find = ({ flowNo }: { flowNo: string }) => {
    const next = flowNo.trim();
    if (next === sought) void refetch();
    else setSought(next);
  };
  return (
    <Card title={<Typography.Title level={5} style={{ margin: 0 }}>{t('rollbackFlow.findTitle')}</Typography.Title>}>
      <Form layout="inline" colon={false} onFinish={find} initialValues={{ flowNo: params.get('flowNo') ?? '' }} data-testid="find-flow">
        <Form.Item name="flowNo" label={t('fields.flowNo')} rules={[{ required: true, whitespace: true, message: t('errors.flowNoRequired') }, maxLengthRule(t, t('fields.flowNo'), 64)]}>
          <TextInput allowClear max={64} style={{ width: 280 }} placeholder={t('rollbackFlow.flowNoHint')} data-testid="find-flow-no" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={query.isFetching} data-testid="find-flow-submit">{t('rollbackFlow.find')}</Button>
            <Typography.Text type="secondary">{t('rollbackFlow.findHint')}</Typography.Text>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
