import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_SCREENS, type RefundRow } from '../../../../common/money/refund';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { MONEY_EXPORT_MAX_ROWS } from '../../../../common/money/money-inputs';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import { RefundApplyModal } from './RefundApplyModal';
import { RefundFilters } from './RefundFilters';
import { RefundRejectModal } from './RefundRejectModal';
import { RefundRowActions, type RefundScreenMode } from './RefundRowActions';
import { useRefundActions } from './useRefundActions';
import { useRefundColumns } from './useRefundColumns';

/** ClientRefundManagement (apply, re-refund, export) and ClientRefundAuditManagement (approve, reject; pending first) over one list. */
export function RefundListPage({ mode }: { mode: RefundScreenMode }) {
  const { t } = useTranslation('refund');
  const can = useOperation();
  const key = REFUND_SCREENS[mode];
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [applying, setApplying] = useState(false);
  const [rejecting, setRejecting] = useState<RefundRow | null>(null);
  const pagination = usePagination();
  const order = mode === 'audit' ? 'pendingFirst' : 'newest';
  const list = usePagedList<RefundRow>('refund/list', { ...pagination.params, ...filters, order });
  const actions = useRefundActions(list.reload);
  const columns = useRefundColumns((row) => <RefundRowActions mode={mode} row={row} actions={actions} onReject={setRejecting} />);
  const exporter = useXlsxExport('refund', { url: 'refund/export', params: { ...filters, order }, total: list.total, cap: { rows: MONEY_EXPORT_MAX_ROWS, messageKey: 'errors.exportTooMany' } });
  const canApply = mode === 'manage' && can(actionCode(key, 'apply'));
  const canExport = mode === 'manage' && can(actionCode(key, 'export'));

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(key).labelKey}`)}</Typography.Title>}
      extra={(
        <Space>
          {canExport && <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="refund-export">{t('actions.export')}</Button>}
          {canApply && <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)} data-testid="refund-apply">{t('actions.apply')}</Button>}
        </Space>
      )}>
      {mode === 'audit' && <Typography.Paragraph type="secondary">{t('hints.pendingFirst')}</Typography.Paragraph>}
      <RefundFilters onSearch={(values) => { setFilters(values); pagination.reset(); }} />
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<RefundRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns} data-testid="refund-table"
          scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }} />
      )}
      <RefundApplyModal open={applying} onClose={() => setApplying(false)} onApplied={() => { setApplying(false); list.reload(); }} />
      <RefundRejectModal row={rejecting} onClose={() => setRejecting(null)} onDone={() => { setRejecting(null); list.reload(); }} />
    </Card>
  );
}
