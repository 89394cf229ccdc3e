import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLLBACK_SCREEN } from '../../../../common/money/repay-codes';
import { ROLLBACK_COLUMNS, FIRST_REPAY_COLUMNS } from '../../../../common/money/repay-columns';
import { hiddenByDefault } from '../../../../common/lists/columns';
import { REPAY_URLS } from '../../../../common/money/repay-lists';
import type { FlowListRow, RollbackListRow } from '../../../../common/money/repay-rows';
import { actionCode, screen } from '../../../../common/routes';
import { MoneyFilterBar, MoneyListCard, RollbackDialog, useMoneyList, useRepayColumns } from '../../../components/money';
import { useOperation } from '../../../hooks/useOperation';
import { FindFlowForm } from './FindFlowForm';
import { ROLLBACK_FILTERS } from '../../../../common/money/repay-filters';

/**
 * RollbackFlow: roll back a repayment flow by its number, and every rollback made, with what it reversed per fee
 * type. RollbackFlowNew (CollectionSystemNew) is the same screen scoped to the bills whose case is v2.
 */
export function RollbackFlowPage({ screenKey = ROLLBACK_SCREEN, caseSystem }: { screenKey?: string; caseSystem?: 'v2' }) {
  const { t } = useTranslation('repay');
  const can = useOperation();
  const list = useMoneyList<RollbackListRow>(REPAY_URLS.rollbacks, true, caseSystem ? { params: { caseSystem } } : {});
  const columns = useRepayColumns<RollbackListRow>(ROLLBACK_COLUMNS);
  const [flow, setFlow] = useState<FlowListRow | null>(null);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {can(actionCode(screenKey, 'rollback')) && <FindFlowForm onFound={setFlow} />}
      <MoneyListCard<RollbackListRow> title={t(`menu:${screen(screenKey).labelKey}`)} list={list} columns={columns} rowKey="id" testId="rollback-table" columnsKey={screenKey} defaultHidden={hiddenByDefault(ROLLBACK_COLUMNS, FIRST_REPAY_COLUMNS.rollbacks)}
        filters={<MoneyFilterBar defs={ROLLBACK_FILTERS} labels="repay:filters" values={list.searched} onSearch={list.search} />} />
      {flow && <RollbackDialog key={flow.id} flow={flow} onClose={() => setFlow(null)} onDone={() => setFlow(null)} />}
    </Space>
  );
}

export default function RollbackFlow() {
  return <RollbackFlowPage />;
}
