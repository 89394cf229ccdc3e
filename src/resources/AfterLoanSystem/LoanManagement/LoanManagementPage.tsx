import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { PAY_MANAGE_SCREEN, rowActions, type PayFilterParams, type PayManageRow, type PayRowAction } from '../../../../common/money/pay-manage';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { actionCode, screen } from '../../../../common/routes';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import { LoanCodesDrawer } from './LoanCodesDrawer';
import { PayFilterBar } from './PayFilterBar';
import { PayResultModal } from './PayResultModal';
import { PayRowActions } from './PayRowActions';
import { usePayActions, type PayOutcome } from './usePayActions';
import { usePayColumns } from './usePayColumns';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { PAY_EXPORT_MAX_ROWS } from '../../../../common/money/pay-manage';

const BATCH = ['disburse', 'resend', 'cancel'] as const satisfies readonly PayRowAction[];

/** Disbursement: approved orders paid out through the channels, every loan code, and recovery of failed payouts. */
export function LoanManagementPage() {
  const { t } = useTranslation('loan');
  const can = useOperation();
  const may = useCallback((action: string) => can(actionCode(PAY_MANAGE_SCREEN, action)), [can]);
  const pagination = usePagination();
  const [filter, setFilter] = useState<PayFilterParams>({});
  const list = usePagedList<PayManageRow>('payManage/list', { ...filter, ...pagination.params });
  const [selected, setSelected] = useState<PayManageRow[]>([]);
  const [codesOf, setCodesOf] = useState<PayManageRow | null>(null);
  const [version, setVersion] = useState(0);
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);
  const actions = usePayActions((done) => {
    setOutcome(done);
    setSelected([]);
    setVersion((v) => v + 1);
    list.reload();
  });
  const exporter = useXlsxExport('loan', { url: 'payManage/export', params: filter, total: list.total, cap: { rows: PAY_EXPORT_MAX_ROWS, messageKey: 'export.tooMany' } });
  const handlers = {
    disburse: (row: PayManageRow) => actions.disburse([row]),
    resend: (row: PayManageRow) => actions.resend([row]),
    recreate: actions.recreate,
    confirm: (row: PayManageRow) => row.latestCode && actions.confirm(row.latestCode, row.orderNo),
    cancel: (row: PayManageRow) => actions.cancel([row]),
  };
  const anyRowAction = ['disburse', 'resend', 'recreate', 'confirm', 'cancel'].some(may);
  const columns = usePayColumns(setCodesOf, anyRowAction
    ? { key: 'actions', title: t('actions.column'), fixed: 'right', width: 200, render: (_, row) => <PayRowActions row={row} may={may} on={handlers} /> }
    : null);
  // Batch cancel takes the whole selection: the server refuses one with a non-failed order (spec 4 and 8).
  const batchable = (action: PayRowAction) => (action === 'cancel' ? selected : selected.filter((r) => rowActions(r).includes(action)));
  const selectedTotal = formatKes(selected.reduce((sum, r) => sum + r.practicalAmountCents, 0));
  const search = (next: PayFilterParams) => {
    setSelected([]);
    setFilter(next);
    pagination.reset();
  };
  const exportButton = may('export') && (
    <Button icon={<DownloadOutlined />} onClick={exporter.start} loading={exporter.exporting} disabled={!list.total} data-testid="pay-export">
      {t('actions.export')}
    </Button>
  );

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(PAY_MANAGE_SCREEN).labelKey}`)}</Typography.Title>} extra={exportButton}>
      <PayFilterBar onSearch={search} />
      <Space wrap style={{ marginBottom: 12 }} data-testid="pay-toolbar">
        <Typography.Text type="secondary" data-testid="pay-selection">
          {selected.length ? t('selection.count', { count: selected.length, total: selectedTotal }) : t('selection.none')}
        </Typography.Text>
        {BATCH.filter(may).map((action) => {
          const rows = batchable(action);
          return (
            <Button key={action} type={action === 'disburse' ? 'primary' : 'default'} danger={action === 'cancel'} disabled={!rows.length}
              onClick={() => actions[action](rows)} data-testid={`batch-${action}`}>
              {t(`actions.batch${action[0].toUpperCase()}${action.slice(1)}`, { count: rows.length })}
            </Button>
          );
        })}
      </Space>
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<PayManageRow>
          rowKey="id" size="middle" data-testid="pay-table" scroll={{ x: 'max-content' }} loading={list.loading}
          dataSource={list.records} columns={columns} pagination={pagination.paginationProps(list.total, list.totalExact)}
          locale={{ emptyText: <EmptyState /> }}
          rowSelection={BATCH.some(may) ? {
            selectedRowKeys: selected.map((r) => r.id), preserveSelectedRowKeys: true,
            getCheckboxProps: (row) => ({ disabled: row.status !== ORDER_STATUS.pendingDisbursement }),
            onChange: (_, rows) => setSelected(rows.filter(Boolean)),
          } : undefined}
        />
      )}
      <LoanCodesDrawer row={codesOf} version={version} onConfirm={may('confirm') ? actions.confirm : null} onClose={() => setCodesOf(null)} />
      <PayResultModal outcome={outcome} onClose={() => setOutcome(null)} />
    </Card>
  );
}
