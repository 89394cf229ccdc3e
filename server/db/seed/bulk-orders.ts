/**
 * `npm run seed -- --orders N`: adds a bulk order book of N orders (with customers, contacts and audit
 * steps) for scale work. Secondary indexes of the big tables are dropped during the load and rebuilt from
 * their own definitions afterwards, which is several times faster than maintaining them row by row.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../client';
import { eachAtOnce } from './at-once';
import { bulkMoneySql } from './bulk-money.sql';
import { bulkContactsSql, bulkCustomersSql, bulkOrdersSql, bulkStepsSql, rebuildDailyCountsSql, rebuildMoneyCountsSql, type BulkParams } from './bulk-orders.sql';

const BIG_TABLES = ['customers', 'orders', 'order_steps', 'customer_contacts'] as const;
const COUNT_TRIGGERS = ['orders_counts_ins', 'orders_counts_upd', 'orders_counts_del'];

/** Runs statements one by one (PGlite prepares each statement and refuses several at once). */
async function run(db: Db | Tx, text: string) {
  for (const statement of text.split(";").map((s) => s.trim()).filter(Boolean)) await db.execute(sql.raw(statement));
}

async function timed(label: string, work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  console.log(`  ${label.padEnd(34)} ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/** Every index of the big tables but their primary keys; the generated rows are unique by construction. */
async function secondaryIndexes(db: Db, tables: readonly string[] = BIG_TABLES) {
  return queryRows<{ name: string; def: string }>(db, sql.raw(`
    SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.schemaname = current_schema() AND i.tablename IN (${tables.map((t) => `'${t}'`).join(',')}) AND NOT x.indisprimary`));
}

/** Foreign-key checks are skipped row by row when the role may (superuser); the joins guarantee them. */
async function skipRowTriggers(tx: Tx) {
  try {
    await tx.execute(sql.raw('SAVEPOINT replica'));
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
  } catch {
    await tx.execute(sql.raw('ROLLBACK TO SAVEPOINT replica'));
  }
}

async function stageLookups(db: Db) {
  await run(db, `
    DROP TABLE IF EXISTS bulk_merchants, bulk_products, bulk_auditors;
    CREATE UNLOGGED TABLE bulk_merchants AS
      SELECT m.id, m.merchant_no, (row_number() OVER (ORDER BY m.id) - 1)::int AS k,
        (SELECT count(*) FROM products p WHERE p.merchant_id = m.id AND p.enabled)::int AS product_count
      FROM merchants m WHERE EXISTS (SELECT 1 FROM products p WHERE p.merchant_id = m.id AND p.enabled);
    CREATE UNLOGGED TABLE bulk_products AS
      SELECT p.*, (row_number() OVER (PARTITION BY p.merchant_id ORDER BY p.id) - 1)::int AS k FROM products p WHERE p.enabled;
    CREATE UNLOGGED TABLE bulk_auditors AS
      SELECT ap.user_id, (row_number() OVER (ORDER BY ap.user_id) - 1)::int AS k FROM audit_personnel ap;
    ANALYZE bulk_merchants; ANALYZE bulk_products; ANALYZE bulk_auditors;`);
  const [counts] = await queryRows<{ merchants: number; auditors: number }>(db, sql.raw(
    'SELECT (SELECT count(*) FROM bulk_merchants)::int AS merchants, (SELECT count(*) FROM bulk_auditors)::int AS auditors'));
  if (!counts.merchants || !counts.auditors) throw new Error('The bulk book needs the demo products and audit personnel; run it on a seeded database.');
}

export async function bulkLoadOrders(db: Db, orders: number, now = Date.now()): Promise<void> {
  const [{ existing }] = await queryRows<{ existing: number }>(db, sql.raw("SELECT count(*)::int AS existing FROM orders WHERE external_ref LIKE 'BULK-%'"));
  if (existing > 0) throw new Error(`The database already holds a bulk book of ${existing} orders; load into a fresh database.`);
  const [{ base }] = await queryRows<{ base: string }>(db, sql.raw(`SELECT nextval('order_no_seq') AS base`));
  const params: BulkParams = { orders, customers: Math.ceil(orders * 0.55), now, days: 365, serialBase: Number(base) };
  await run(db, `SELECT setval('order_no_seq', ${params.serialBase + orders + 1})`);
  await stageLookups(db);
  const indexes = await secondaryIndexes(db);
  await timed(`drop ${indexes.length} secondary indexes`, () => run(db, indexes.map((i) => `DROP INDEX "${i.name}";`).join('\n')));
  try {
    await db.transaction(async (tx) => {
      await skipRowTriggers(tx);
      await run(tx, "SET LOCAL work_mem = '256MB'");
      await run(tx, COUNT_TRIGGERS.map((t) => `ALTER TABLE orders DISABLE TRIGGER ${t};`).join('\n'));
      await timed(`${params.customers} customers`, () => run(tx, bulkCustomersSql(params)));
      await run(tx, 'ANALYZE customers');
      await timed(`${orders} orders`, () => run(tx, bulkOrdersSql(params)));
      await timed('emergency contacts (2 per order)', () => run(tx, bulkContactsSql()));
      await timed('audit steps', async () => { for (const statement of bulkStepsSql()) await run(tx, statement); });
      await run(tx, COUNT_TRIGGERS.map((t) => `ALTER TABLE orders ENABLE TRIGGER ${t};`).join('\n'));
      await timed('per-day counts', () => run(tx, rebuildDailyCountsSql));
    });
  } finally {
    await timed('rebuild indexes, two at a time', () => eachAtOnce(indexes, 2, (i) => run(db, i.def)));
    await run(db, 'DROP TABLE IF EXISTS bulk_merchants, bulk_products, bulk_auditors');
  }
  await timed('analyze', () => run(db, 'ANALYZE orders; ANALYZE order_steps; ANALYZE customer_contacts; ANALYZE order_daily_counts; ANALYZE order_dim_counts'));
}

/**
 * `npm run seed -- --money`: payouts, bills, repayment flows and their journals for the disbursed bulk
 * orders. The balance trigger of the ledger is off during the load (it would check every line at commit);
 * the ledger check runs afterwards instead and the load fails if the books do not balance.
 */
const MONEY_TABLES = ['loan_codes', 'bills', 'repay_flows', 'ledger_entries'] as const;
/** Indexes the load itself looks rows up by; kept during the load. */
const MONEY_LOOKUP_INDEXES = new Set(['ledger_journals_posting_key_uq', 'loan_codes_system_code_uq', 'bills_order_period_uq']);

export async function bulkLoadMoney(db: Db, now = Date.now()): Promise<void> {
  const indexes = (await secondaryIndexes(db, MONEY_TABLES)).filter((i) => !MONEY_LOOKUP_INDEXES.has(i.name));
  await timed(`drop ${indexes.length} secondary indexes`, () => run(db, indexes.map((i) => `DROP INDEX "${i.name}";`).join('\n')));
  try {
    await db.transaction(async (tx) => {
      await skipRowTriggers(tx);
      await run(tx, "SET LOCAL work_mem = '256MB'");
      await run(tx, 'ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_balanced');
      const steps = ['loans to pay', 'columns', 'repayment fates', 'loan codes', 'bills', 'disbursement journals', 'disbursement entries',
        'repayment flows', 'repayment journals', 'repayment entries', 'flow journal ids', 'drop staging'];
      for (const [i, statement] of bulkMoneySql(now).entries()) await timed(steps[i] ?? `step ${i + 1}`, () => tx.execute(sql.raw(statement)));
      await run(tx, 'ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_balanced');
      await timed('list rollups', () => run(tx, rebuildMoneyCountsSql));
    });
  } finally {
    await timed('rebuild indexes, two at a time', () => eachAtOnce(indexes, 2, (i) => run(db, i.def)));
  }
  await timed('analyze', () => run(db, 'ANALYZE bills; ANALYZE loan_codes; ANALYZE repay_flows; ANALYZE ledger_journals; ANALYZE ledger_entries; ANALYZE bill_counts; ANALYZE flow_counts'));
}
