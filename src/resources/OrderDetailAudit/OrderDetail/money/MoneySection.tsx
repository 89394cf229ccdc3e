import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../../components/feedback/LoadingOverlay';
import { LoadErrorAlert } from '../../../../components/table';
import { SectionCard } from '../SectionCard';
import { BillsTable } from './BillsTable';
import { RefundsTable, RollbacksTable, WaiversTable, WithdrawalsTable } from './EventTables';
import { FlowsTable } from './FlowsTable';
import { JournalsPanel } from './JournalsPanel';
import { MoneyTotals } from './MoneyTotals';
import { useOrderMoney } from './useOrderMoney';

/** One titled table of the section; an empty one is a line saying so. */
function Part({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('orderDetail');
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{t(`money.titles.${title}`, { count })}</Typography.Title>
      {count > 0 ? children : <Typography.Text type="secondary" data-testid={`money-${title}-none`}>{t('money.none')}</Typography.Text>}
    </div>
  );
}

const namesOf = <T extends { id: number }>(rows: readonly T[], name: (row: T) => string) => new Map(rows.map((r) => [String(r.id), name(r)]));

/**
 * What a disbursed order owes and what was paid (issue 37): the figures that reconcile, the bills with their
 * breakdown, every flow, waiver, rollback, refund and wallet withdrawal with who and when, and the ledger journals.
 * Full width; wide tables scroll inside the section.
 */
export function MoneySection({ orderId }: { orderId: number }) {
  const { money, error, retry } = useOrderMoney(orderId);
  return (
    <SectionCard name="money">
      {error ? <LoadErrorAlert error={error} onRetry={retry} /> : !money ? <LoadingOverlay variant="inline" /> : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <MoneyTotals totals={money.totals} />
          <Part title="bills" count={money.bills.length}><BillsTable bills={money.bills} /></Part>
          <Part title="flows" count={money.flows.length}><FlowsTable flows={money.flows} /></Part>
          <Part title="waivers" count={money.waivers.length}><WaiversTable rows={money.waivers} /></Part>
          <Part title="rollbacks" count={money.rollbacks.length}><RollbacksTable rows={money.rollbacks} /></Part>
          <Part title="refunds" count={money.refunds.length}><RefundsTable rows={money.refunds} /></Part>
          <Part title="withdrawals" count={money.withdrawals.length}><WithdrawalsTable rows={money.withdrawals} /></Part>
          <JournalsPanel journals={money.journals} refNames={{
            repayFlow: namesOf(money.flows, (f) => f.flowNo), bill: namesOf(money.bills, (b) => b.billNo),
            refund: namesOf(money.refunds, (r) => r.refundNo), withdrawal: namesOf(money.withdrawals, (w) => w.withdrawalNo),
          }} />
        </Space>
      )}
    </SectionCard>
  );
}
