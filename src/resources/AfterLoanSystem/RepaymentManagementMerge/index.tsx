import { Button, Tooltip, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOANS_SCREEN } from '../../../../common/money/repay-codes';
import { LOAN_COLUMNS, FIRST_REPAY_COLUMNS } from '../../../../common/money/repay-columns';
import { hiddenByDefault } from '../../../../common/lists/columns';
import { exportUrl, REPAY_URLS, LOAN_SORTABLE } from '../../../../common/money/repay-lists';
import type { LoanListRow } from '../../../../common/money/repay-rows';
import { actionCode, screen } from '../../../../common/routes';
import { ExportButton, MoneyFilterBar, MoneyListCard, RepayDialog, useMoneyList, useRepayColumns } from '../../../components/money';
import { useOperation } from '../../../hooks/useOperation';
import { LOAN_FILTERS } from '../../../../common/money/repay-filters';

/** RepaymentManagementMerge: one row per disbursed order with its bills summed; Repay goes to the open bill due first. */
export default function RepaymentManagementMerge() {
  const { t } = useTranslation('repay');
  const can = useOperation();
  const list = useMoneyList<LoanListRow>(REPAY_URLS.loans);
  const [repaying, setRepaying] = useState<number | null>(null);
  const columns: TableColumnType<LoanListRow>[] = [
    ...useRepayColumns<LoanListRow>(LOAN_COLUMNS),
    {
      key: 'actions', title: t('columns.actions'),
      render: (_, row) => can(actionCode(LOANS_SCREEN, 'repay')) && row.earliestOpenBillId !== null && (
        <Tooltip title={t('merge.repayHint', { dueDay: row.earliestOpenDueDay })}>
          <Button type="link" size="small" onClick={() => setRepaying(row.earliestOpenBillId)} data-testid={`repay-${row.orderNo}`}>{t('actions.repay')}</Button>
        </Tooltip>
      ),
    },
  ];
  const extra = can(actionCode(LOANS_SCREEN, 'export')) && <ExportButton url={exportUrl('loans')} filter={list.filter} total={list.total} fileName={t('export.loans')} />;
  return (
    <>
      <MoneyListCard<LoanListRow> title={t(`menu:${screen(LOANS_SCREEN).labelKey}`)} extra={extra} list={list} columns={columns} rowKey="orderId" testId="loan-table" columnsKey={LOANS_SCREEN} defaultHidden={hiddenByDefault(LOAN_COLUMNS, FIRST_REPAY_COLUMNS.loans)} sortable={LOAN_SORTABLE}
        filters={<MoneyFilterBar defs={LOAN_FILTERS} labels="repay:filters" values={list.searched} onSearch={list.search} />} />
      {repaying !== null && <RepayDialog key={repaying} billId={repaying} onClose={() => setRepaying(null)} onDone={() => setRepaying(null)} />}
    </>
  );
}
