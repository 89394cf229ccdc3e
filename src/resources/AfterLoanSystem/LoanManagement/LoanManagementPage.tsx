import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_BATCH_ACTIONS, PAY_EXPORT_MAX_ROWS, PAY_MANAGE_SCREEN, rowActions, type PayManageRow, type PayRowAction } from '../../../../common/money/pay-manage';
import { PAY_HIDDEN_FIRST } from '../../../../common/money/pay-columns';
import { PAY_FILTERS } from '../../../../common/money/pay-manage-filters';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable, type FilterParams, type RowAction } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { LoanCodesDrawer } from './LoanCodesDrawer';
import { PayBatchBar } from './PayBatchBar';
import { PayResultModal } from './PayResultModal';
import { usePayActions, type PayOutcome } from './usePayActions';
import { usePayColumns } from './usePayColumns';
import { loanCodesUrl, useLoanCodes } from './useLoanCodes';

/** Disbursement: approved orders paid out through the channels, every loan code, and recovery of failed payouts. */
export function LoanManagementPage() {
  const { t } = useTranslation('loan');
  const can = useOperation();
  const may = useCallback((action: string) => can(actionCode(PAY_MANAGE_SCREEN, action)), [can]);
  const list = useListTable<PayManageRow>({ url: 'payManage/list' });
  const [selected, setSelected] = useState<PayManageRow[]>([]);
  const [codesOf, setCodesOf] = useState<PayManageRow | null>(null);
  const codes = useLoanCodes(codesOf?.id ?? null);
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);
  const columns = usePayColumns(setCodesOf);
  // usePost refetches the lists and the shown order's codes after a write.
  const actions = usePayActions((done) => {
    setOutcome(done);
    setSelected([]);
  }, [loanCodesUrl(codesOf?.id ?? null)]);
  const exporter = useXlsxExport('loan', { url: 'payManage/export', params: list.filter, total: list.total, cap: { rows: PAY_EXPORT_MAX_ROWS, messageKey: 'export.tooMany' } });
  const handlers: Record<PayRowAction, (row: PayManageRow) => void> = {
    disburse: (row) => actions.disburse([row]),
    resend: (row) => actions.resend([row]),
    recreate: actions.recreate,
    confirm: (row) => row.latestCode && actions.confirm(row.latestCode, row.orderNo),
    cancel: (row) => actions.cancel([row]),
  };
  const rowActionsOf = (row: PayManageRow): RowAction[] => rowActions(row).filter(may).map((action) => ({
    key: action, label: t(`actions.${action}`), danger: action === 'cancel', onClick: () => handlers[action](row), testId: `row-${action}`,
  }));
  const search = (next: FilterParams) => {
    setSelected([]);
    list.search(next);
  };
  const exportButton = may('export') && (
    <Button icon={<DownloadOutlined />} onClick={exporter.start} loading={exporter.exporting} disabled={!list.total} data-testid="pay-export">
      {t('actions.export')}
    </Button>
  );

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(PAY_MANAGE_SCREEN).labelKey}`)}</ScreenTitle>} extra={exportButton}>
      <ListFilterBar defs={PAY_FILTERS} labels="loan:fields" values={list.searched} onSearch={search} testId="pay-filter-bar" />
      <ListTable<PayManageRow>
        rowKey="id" data-testid="pay-table" list={list} columns={columns} columnsKey={PAY_MANAGE_SCREEN} defaultHidden={PAY_HIDDEN_FIRST}
        actions={rowActionsOf} rowName={(row) => row.orderNo}
        toolbar={<PayBatchBar selected={selected} may={may} on={actions} onFiltered={(action) => actions.filtered(action, list.filter)} filteredDisabled={!list.total} />}
        rowSelection={PAY_BATCH_ACTIONS.some(may) ? {
          selectedRowKeys: selected.map((r) => r.id), preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ disabled: row.status !== ORDER_STATUS.pendingDisbursement }),
          onChange: (_, rows) => setSelected(rows.filter(Boolean)),
        } : undefined}
      />
      <LoanCodesDrawer row={codesOf} codes={codes} onConfirm={may('confirm') ? actions.confirm : null} onClose={() => setCodesOf(null)} />
      <PayResultModal outcome={outcome} onClose={() => setOutcome(null)} />
    </Card>
  );
}
