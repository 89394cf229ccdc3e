/**
 * The ledger's proof (npm run ledger:check, and after every money test): every journal balances, debits
 * equal credits overall, every bill's components equal its receivable entries, and no order owes its
 * customer a negative overpayment. Each check is one grouped query.
 */
import { sql } from 'drizzle-orm';
import { BILL_COMPONENTS } from '../../../common/money/components';
import { ACCOUNTS, receivable } from '../../../common/money/ledger-accounts';
import { queryRows as rows, type DbOrTx } from '../../db/client';

export interface LedgerProblem {
  check: 'journalBalance' | 'totals' | 'billEntries' | 'overpayment' | 'merchantPrepaid';
  detail: string;
}

export interface LedgerReport {
  journals: number;
  entries: number;
  debitCents: number;
  creditCents: number;
  bills: number;
  problems: LedgerProblem[];
}

const snake = (c: string) => c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

export async function checkLedger(db: DbOrTx): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  const [totals] = await rows<{ journals: string; entries: string; debit: string; credit: string; bills: string }>(db, sql`
    select (select count(*) from ledger_journals) as journals, count(*) as entries,
      coalesce(sum(debit_cents), 0) as debit, coalesce(sum(credit_cents), 0) as credit, (select count(*) from bills) as bills
    from ledger_entries`);
  if (totals.debit !== totals.credit) problems.push({ check: 'totals', detail: `debits ${totals.debit} ≠ credits ${totals.credit}` });

  const unbalanced = await rows<{ journal_id: string; diff: string }>(db, sql`
    select journal_id, sum(debit_cents - credit_cents) as diff from ledger_entries group by journal_id having sum(debit_cents - credit_cents) <> 0 limit 20`);
  for (const u of unbalanced) problems.push({ check: 'journalBalance', detail: `journal ${u.journal_id} off by ${u.diff}` });

  const pivots = BILL_COMPONENTS.map((c) => sql.raw(
    `coalesce(sum(e.debit_cents - e.credit_cents) filter (where e.account = '${receivable(c)}'), 0) as ${snake(c)}`));
  const owedCols = BILL_COMPONENTS.map((c) => sql.raw(`(b.${snake(c)}_cents - b.${snake(c)}_settled_cents) as ${snake(c)}`));
  const mismatch = BILL_COMPONENTS.map((c) => sql.raw(`coalesce(l.${snake(c)}, 0) <> o.${snake(c)}`));
  const bad = await rows<{ id: string; bill_no: string }>(db, sql`
    with l as (select e.bill_id, ${sql.join(pivots, sql`, `)} from ledger_entries e where e.bill_id is not null group by e.bill_id),
         o as (select b.id, b.bill_no, ${sql.join(owedCols, sql`, `)} from bills b)
    select o.id, o.bill_no from o left join l on l.bill_id = o.id where ${sql.join(mismatch, sql` or `)} limit 20`);
  for (const b of bad) problems.push({ check: 'billEntries', detail: `bill ${b.bill_no} (#${b.id}) differs from its ledger entries` });

  const negative = await rows<{ order_id: string; balance: string }>(db, sql`
    select order_id, sum(credit_cents - debit_cents) as balance from ledger_entries
    where account = ${ACCOUNTS.overpayment} group by order_id having sum(credit_cents - debit_cents) < 0 limit 20`);
  for (const n of negative) problems.push({ check: 'overpayment', detail: `order #${n.order_id} overpayment balance ${n.balance}` });

  // Every merchant's prepaid liability in the ledger is its prepaid account's balance (server/modules/merchant-billing).
  const prepaid = await rows<{ merchant_id: string; balance: string; ledger: string }>(db, sql`
    with l as (select merchant_id, sum(credit_cents - debit_cents) as ledger from ledger_entries
               where account = ${ACCOUNTS.merchantPrepaid} group by merchant_id)
    select coalesce(a.merchant_id, l.merchant_id) as merchant_id, coalesce(a.balance_cents, 0) as balance, coalesce(l.ledger, 0) as ledger
    from merchant_billing_accounts a full join l on l.merchant_id = a.merchant_id
    where coalesce(a.balance_cents, 0) <> coalesce(l.ledger, 0) limit 20`);
  for (const p of prepaid) problems.push({ check: 'merchantPrepaid', detail: `merchant #${p.merchant_id} prepaid balance ${p.balance}, ledger ${p.ledger}` });

  return {
    journals: Number(totals.journals), entries: Number(totals.entries), debitCents: Number(totals.debit),
    creditCents: Number(totals.credit), bills: Number(totals.bills), problems,
  };
}
