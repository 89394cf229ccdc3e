import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_SCREENS, type RefundRow } from '../../../../common/money/refund';
import { REFUND_HIDDEN_FIRST } from '../../../../common/money/refund-columns';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { MONEY_EXPORT_MAX_ROWS } from '../../../../common/money/money-inputs';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListTable, useListTable } from '../../../components/list';
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
  const [applying, setApplying] = useState(false);
  const [rejecting, setRejecting] = useState<RefundRow | null>(null);
  const order = mode === 'audit' ? 'pendingFirst' : 'newest';
  const list = useListTable<RefundRow>({ url: 'refund/list', params: { order } });
  const actions = useRefundActions();
  const columns = useRefundColumns((row) => <RefundRowActions mode={mode} row={row} actions={actions} onReject={setRejecting} />);
  const exporter = useXlsxExport('refund', { url: 'refund/export', params: { ...list.filter, order }, total: list.total, cap: { rows: MONEY_EXPORT_MAX_ROWS, messageKey: 'errors.exportTooMany' } });
  const canApply = mode === 'manage' && can(actionCode(key, 'apply'));
  const canExport = mode === 'manage' && can(actionCode(key, 'export'));

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(key).labelKey}`)}</ScreenTitle>}
      extra={(
        <Space>
          {canExport && <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="refund-export">{t('actions.export')}</Button>}
          {canApply && <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)} data-testid="refund-apply">{t('actions.apply')}</Button>}
        </Space>
      )}>
      {mode === 'audit' && <Typography.Paragraph type="secondary">{t('hints.pendingFirst')}</Typography.Paragraph>}
      <RefundFilters values={list.searched} onSearch={list.search} />
      <ListTable<RefundRow> rowKey="id" list={list} columns={columns} data-testid="refund-table" columnsKey={key} defaultHidden={REFUND_HIDDEN_FIRST} rowName={(row) => row.refundNo} />
      <RefundApplyModal open={applying} onClose={() => setApplying(false)} onApplied={() => setApplying(false)} />
      <RefundRejectModal row={rejecting} onClose={() => setRejecting(null)} onDone={() => setRejecting(null)} />
    </Card>
  );
}
