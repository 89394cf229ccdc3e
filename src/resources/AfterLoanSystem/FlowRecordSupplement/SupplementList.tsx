import { Button, Form, Input, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplementedFlowRow } from '../../../../common/money/write-off-lists';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useSupplementColumns } from './useSupplementColumns';

/** The flows supplemented on this screen, latest repaid first; `version` changes after each write-off. */
export function SupplementList({ version }: { version: number }) {
  const { t } = useTranslation('writeOff');
  const [form] = Form.useForm<{ orderNo?: string; serialNo?: string }>();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const pagination = usePagination();
  const list = usePagedList<SupplementedFlowRow>('writeOff/supplements', { ...pagination.params, ...filters });
  const { reload } = list;
  const columns = useSupplementColumns();
  useEffect(() => { if (version) reload(); }, [version, reload]);
  const search = () => {
    const values = form.getFieldsValue();
    setFilters(Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '')));
    pagination.reset();
  };

  return (
    <>
      <Form form={form} name="supplementFilters" layout="inline" className="crud-filters" onFinish={search} data-testid="filter-bar">
        <Form.Item name="orderNo" label={t('fields.orderNo')}><Input allowClear style={{ width: 200 }} /></Form.Item>
        <Form.Item name="serialNo" label={t('fields.serialNo')}><Input allowClear style={{ width: 200 }} /></Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">{t('common:actions.search')}</Button>
            <Button onClick={() => { form.resetFields(); search(); }}>{t('common:actions.reset')}</Button>
          </Space>
        </Form.Item>
      </Form>
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<SupplementedFlowRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns}
          scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total, list.totalExact)} locale={{ emptyText: <EmptyState /> }}
          data-testid="supplement-list" />
      )}
    </>
  );
}
