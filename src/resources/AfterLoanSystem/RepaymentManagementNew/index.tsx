import { Button, Space, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOWS_SCREEN } from '../../../../common/money/repay-codes';
import { FLOW_COLUMNS, FIRST_REPAY_COLUMNS } from '../../../../common/money/repay-columns';
import { hiddenByDefault } from '../../../../common/lists/columns';
import { exportUrl, REPAY_URLS, FLOW_SORTABLE } from '../../../../common/money/repay-lists';
import type { FlowListRow } from '../../../../common/money/repay-rows';
import { actionCode, screen } from '../../../../common/routes';
import { ExportButton, MoneyFilterBar, MoneyListCard, RepayDialog, RollbackDialog, useMoneyList, useRepayColumns } from '../../../components/money';
import { useOperation } from '../../../hooks/useOperation';
import { FLOW_FILTERS } from '../../../../common/money/repay-filters';

/** RepaymentManagementNew: the repayment flows with what each paid per fee type; roll one back, or repay its bill. */
export default function RepaymentManagementNew() {
  const { t } = useTranslation('repay');
  const can = useOperation();
  const list = useMoneyList<FlowListRow>(REPAY_URLS.flows);
  const [repaying, setRepaying] = useState<number | null>(null);
  const [rollingBack, setRollingBack] = useState<FlowListRow | null>(null);
  const columns: TableColumnType<FlowListRow>[] = [
    ...useRepayColumns<FlowListRow>(FLOW_COLUMNS),
    {
      key: 'actions', title: t('columns.actions'),
      render: (_, row) => (
        <Space size={0}>
          {can(actionCode(FLOWS_SCREEN, 'rollback')) && row.status === 'valid' && (
            <Button type="link" size="small" danger onClick={() => setRollingBack(row)} data-testid={`rollback-${row.flowNo}`}>{t('actions.rollback')}</Button>
          )}
          {can(actionCode(FLOWS_SCREEN, 'repay')) && (
            <Button type="link" size="small" onClick={() => setRepaying(row.billId)} data-testid={`repay-${row.flowNo}`}>{t('actions.repay')}</Button>
          )}
        </Space>
      ),
    },
  ];
  const extra = can(actionCode(FLOWS_SCREEN, 'export')) && <ExportButton url={exportUrl('flows')} filter={list.filter} total={list.total} fileName={t('export.flows')} />;
  return (
    <>
      <MoneyListCard<FlowListRow> title={t(`menu:${screen(FLOWS_SCREEN).labelKey}`)} extra={extra} list={list} columns={columns} rowKey="id" testId="flow-table" columnsKey={FLOWS_SCREEN} defaultHidden={hiddenByDefault(FLOW_COLUMNS, FIRST_REPAY_COLUMNS.flows)} sortable={FLOW_SORTABLE}
        filters={<MoneyFilterBar defs={FLOW_FILTERS} labels="repay:filters" values={list.searched} onSearch={list.search} />} />
      {repaying !== null && <RepayDialog key={repaying} billId={repaying} onClose={() => setRepaying(null)} onDone={() => setRepaying(null)} />}
      {rollingBack && <RollbackDialog key={rollingBack.id} flow={rollingBack} onClose={() => setRollingBack(null)} onDone={() => setRollingBack(null)} />}
    </>
  );
}
