/**
 * The one aggregation of FinancialReport: a span of ledger journals (by their posting time `at`) summed per
 * merchant × product × payment channel. The snapshot rebuild stores it per EAT day; today's figures read it live.
 *
 * Each ledger line is classed by its account and its journal's kind; a receivable or overpayment credit of a
 * repayment journal is attributed to the source line posted before it (cash, coupon or waiver expense), as
 * `settleLines` (server/modules/bill/bill-postings.ts) writes a source's debit followed by the components it
 * settles. A reversal (a rollback) is its original's lines negated — which is what `reverseJournal` posts — read
 * from the original, whose line order is known (the reversal's copy is written in whatever order the original's
 * lines were read). So the repaid parts add up to the cash the
 * repayment journals debit, and coupons and waivers are their own figures. Keys: the line's merchant (else its
 * order's), the order's product, the journal's cash channel; 0 and '' where none applies.
 * Reads ledger_journals_at_idx for the span, then ledger_entries_journal_idx.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ACCOUNTS, receivable } from '../../../common/money/ledger-accounts';
import type { FinancialFigure } from '../../../common/reports/financial-report';

/** Waivers of these flows are write-offs (automatic write-off, zero settlement); other waivers are waivers. */
const WRITE_OFF_SOURCES = ['autoSettlement', 'zeroSettlement'];
const SOURCES = [ACCOUNTS.cash, ACCOUNTS.couponExpense, ACCOUNTS.waiverExpense];
const REPAYMENT_KINDS = sql`kind in ('repayment', 'rollback')`;

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
/** A figure: the sum of `amount` over the lines `when` picks. `net` is debit − credit. */
const sumOf = (when: SQL, amount: SQL = sql`net`) => sql`coalesce(sum(case when ${when} then ${amount} else 0 end), 0)::bigint`;
const repaid = (...accounts: string[]) => sumOf(sql`${REPAYMENT_KINDS} and source = ${ACCOUNTS.cash} and account in (${list(accounts)})`, sql`-net`);

/** Each figure's SQL, by the snapshot's column names. */
/** What a snapshot row stores: the report's figures and the day's change of the principal owed. */
export type StoredFigure = FinancialFigure | 'principalChange';

const FIGURES: Record<StoredFigure, SQL> = {
  principalDisbursed: sumOf(sql`kind = 'disbursement' and account = ${receivable('principal')}`),
  disbursementFees: sumOf(sql`kind = 'disbursement' and account = 'income:serviceFee'`, sql`-net`),
  repaidPrincipal: repaid(receivable('principal')),
  repaidInterest: repaid(receivable('interest')),
  repaidLateFee: repaid(receivable('lateFee')),
  repaidFees: repaid(receivable('managementFee'), receivable('serviceFee'), receivable('extensionFee')),
  repaidLiquidatedDamages: repaid(receivable('liquidatedDamages')),
  repaidOverpayment: repaid(ACCOUNTS.overpayment),
  coupons: sumOf(sql`account = ${ACCOUNTS.couponExpense}`),
  waivers: sumOf(sql`account = ${ACCOUNTS.waiverExpense} and not write_off`),
  writeOffs: sumOf(sql`account = ${ACCOUNTS.waiverExpense} and write_off`),
  refundsPaid: sumOf(sql`kind = 'refundSettled' and account = ${ACCOUNTS.cash}`, sql`-net`),
  withdrawalsPaid: sumOf(sql`kind = 'withdrawalSettled' and account = ${ACCOUNTS.cash}`, sql`-net`),
  transfersPaid: sumOf(sql`account = ${ACCOUNTS.transferClearing} and net > 0`),
  principalChange: sumOf(sql`account = ${receivable('principal')}`),
};

export const FIGURE_COLUMNS = Object.keys(FIGURES) as StoredFigure[];
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const figureColumn = (f: StoredFigure) => sql.raw(snake(f));

/** Rows (merchant_id, product_id, channel, <figures>) of the journals posted in [from, to). */
export function ledgerAggregate(from: Date, to: Date): SQL {
  const figures = sql.join(FIGURE_COLUMNS.map((f) => sql`${FIGURES[f]} as ${figureColumn(f)}`), sql`, `);
  return sql`
    with j as (
      select id, kind, ref_type, ref_id, order_id, reverses_id from ledger_journals
      where at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
    ), e as (
      select e.id, e.account, (e.debit_cents - e.credit_cents) * case when j.reverses_id is null then 1 else -1 end as net,
        e.merchant_id, coalesce(e.order_id, j.order_id) as order_id, j.kind, j.ref_type, j.ref_id,
        max(case when e.account in (${list(SOURCES)}) then e.id end) over (partition by j.id order by e.id) as source_id,
        max(e.channel) filter (where e.account = ${ACCOUNTS.cash}) over (partition by j.id) as channel
      from j join ledger_entries e on e.journal_id = coalesce(j.reverses_id, j.id)
    ), t as (
      select e.*, s.account as source,
        case when e.account = ${ACCOUNTS.waiverExpense} then coalesce((select f.source in (${list(WRITE_OFF_SOURCES)}) from repay_flows f
          where f.id = case when e.ref_type = 'repayFlow' then e.ref_id::bigint end), false) else false end as write_off
      from e left join ledger_entries s on s.id = e.source_id
    )
    select coalesce(t.merchant_id, o.merchant_id, 0) as merchant_id, coalesce(o.product_id, 0) as product_id, coalesce(t.channel, '') as channel, ${figures}
    from t left join orders o on o.id = t.order_id
    group by 1, 2, 3`;
}
