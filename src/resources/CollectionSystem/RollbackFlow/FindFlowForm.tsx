import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPAY_URLS } from '../../../../common/money/repay-lists';
import type { FlowListRow } from '../../../../common/money/repay-rows';
import { ApiError } from '../../../providers/envelope';
import { api } from '../../../providers/http';

/** "Roll back a flow": the flow number typed (or passed as ?flowNo=), looked up, then handed to the rollback dialog. */
export function FindFlowForm({ onFound }: { onFound: (flow: FlowListRow) => void }) {
  const { t } = useTranslation('repay');
  const [params] = useSearchParams();
  const [finding, setFinding] = useState(false);
  const find = async ({ flowNo }: { flowNo: string }) => {
    setFinding(true);
    try {
      onFound(await api.get<FlowListRow>(REPAY_URLS.flowByNo, { params: { flowNo: flowNo.trim() } }));
    } catch (error) {
      // A refusal ("flow not found") has been shown as a toast; anything else is a fault.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setFinding(false);
    }
  };
  return (
    <Card title={<Typography.Title level={5} style={{ margin: 0 }}>{t('rollbackFlow.findTitle')}</Typography.Title>}>
      <Form layout="inline" colon={false} onFinish={find} initialValues={{ flowNo: params.get('flowNo') ?? '' }} data-testid="find-flow">
        <Form.Item name="flowNo" label={t('fields.flowNo')} rules={[{ required: true, whitespace: true, message: t('errors.flowNoRequired') }]}>
          <Input allowClear maxLength={64} style={{ width: 280 }} placeholder={t('rollbackFlow.flowNoHint')} data-testid="find-flow-no" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={finding} data-testid="find-flow-submit">{t('rollbackFlow.find')}</Button>
            <Typography.Text type="secondary">{t('rollbackFlow.findHint')}</Typography.Text>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
