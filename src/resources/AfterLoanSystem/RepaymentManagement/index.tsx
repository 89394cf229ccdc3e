import { Button, Space, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLS_SCREEN } from '../../../../common/money/repay-codes';
import { BILL_COLUMNS, FIRST_REPAY_COLUMNS } from '../../../../common/money/repay-columns';
import { hiddenByDefault } from '../../../../common/lists/columns';
import { exportUrl, REPAY_URLS, BILL_SORTABLE } from '../../../../common/money/repay-lists';
import type { BillListRow } from '../../../../common/money/repay-rows';
import { actionCode, screen } from '../../../../common/routes';
import { ExportButton, MoneyFilterBar, MoneyListCard, RepayDialog, useMoneyList, useRepayColumns } from '../../../components/money';
import { useOperation } from '../../../hooks/useOperation';
import { BILL_FILTERS } from '../../../../common/money/repay-filters';
import { ZeroSettleButton } from './ZeroSettleButton';
import { ZeroSettleFilteredButton } from './ZeroSettleFilteredButton';

/** RepaymentManagement: every bill (repayment plan) with its figures; repay one, or settle a selection to 0. */
export default function RepaymentManagement() {
  const { t } = useTranslation('repay');
  const can = useOperation();
  const list = useMoneyList<BillListRow>(REPAY_URLS.bills);
  const [repaying, setRepaying] = useState<number | null>(null);
  const [selected, setSelected] = useState<BillListRow[]>([]);
  const refresh = () => { setSelected([]); list.reload(); };
  const columns: TableColumnType<BillListRow>[] = [
    ...useRepayColumns<BillListRow>(BILL_COLUMNS),
    {
      key: 'actions', title: t('columns.actions'),
      render: (_, row) => can(actionCode(BILLS_SCREEN, 'repay')) && row.status !== 'settled' && (
        <Button type="link" size="small" onClick={() => setRepaying(row.id)} data-testid={`repay-${row.billNo}`}>{t('actions.repay')}</Button>
      ),
    },
  ];
  const extra = (
    <Space>
      {can(actionCode(BILLS_SCREEN, 'zeroSettle')) && <ZeroSettleButton selected={selected} onDone={refresh} />}
      {can(actionCode(BILLS_SCREEN, 'zeroSettle')) && <ZeroSettleFilteredButton filter={list.filter} disabled={!list.total} onDone={refresh} />}
      {can(actionCode(BILLS_SCREEN, 'export')) && <ExportButton url={exportUrl('bills')} filter={list.filter} total={list.total} fileName={t('export.bills')} />}
    </Space>
  );
  return (
    <>
      <MoneyListCard<BillListRow> title={t(`menu:${screen(BILLS_SCREEN).labelKey}`)} extra={extra} list={list} columns={columns} rowKey="id" testId="bill-table" columnsKey={BILLS_SCREEN} defaultHidden={hiddenByDefault(BILL_COLUMNS, FIRST_REPAY_COLUMNS.bills)} sortable={BILL_SORTABLE}
        filters={<MoneyFilterBar defs={BILL_FILTERS} labels="repay:filters" values={list.searched} onSearch={(f) => { setSelected([]); list.search(f); }} />}
        rowSelection={can(actionCode(BILLS_SCREEN, 'zeroSettle')) ? {
          selectedRowKeys: selected.map((b) => b.id), fixed: 'left',
          onChange: (_, rows) => setSelected(rows),
          getCheckboxProps: (row) => ({ disabled: row.status === 'settled' }),
        } : undefined} />
      {repaying !== null && <RepayDialog key={repaying} billId={repaying} onClose={() => setRepaying(null)} onDone={() => { setRepaying(null); refresh(); }} />}
    </>
  );
}
