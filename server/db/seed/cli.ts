/**
 * `npm run seed`: migrates the configured database and seeds reference data, and demo data when it is empty.
 * `npm run seed -- --orders 1000000` then adds a bulk order book of that many orders (PostgreSQL advised);
 * `--money` adds the payouts, bills, repayments and journals of its disbursed orders.
 */
import { parseFlags } from '../../scripts/cli';
import { openConfiguredDatabase } from '../../scripts/cli';
import { bulkLoadMoneyEvents } from './bulk-money-events';
import { bulkLoadMoney, bulkLoadOrders } from './bulk-orders';
import { bulkLoadCollection } from './bulk-collection';
import { checkLedger } from '../../modules/ledger/ledger-check';
import { prepareData } from './index';

const flags = parseFlags(process.argv.slice(2));
const orders = flags.orders ? Number(flags.orders) : 0;
if (!Number.isInteger(orders) || orders < 0) {
  console.error('--orders takes a whole number, e.g. --orders 1000000');
  process.exit(1);
}

const database = await openConfiguredDatabase();
try {
  const { seededDemo } = await prepareData(database.db, { demo: true });
  console.log(seededDemo ? 'Demo data seeded.' : 'Reference data up to date; the database already had users, so no demo data was added.');
  if (orders > 0) {
    const start = performance.now();
    console.log(`Loading ${orders} orders into ${database.kind}…`);
    await bulkLoadOrders(database.db, orders);
    console.log(`Loaded ${orders} orders in ${((performance.now() - start) / 1000).toFixed(1)} s.`);
  }
  if (flags.money !== undefined) {
    const start = performance.now();
    console.log('Loading payouts, bills, repayments and journals of the disbursed orders…');
    await bulkLoadMoney(database.db);
    const events = await bulkLoadMoneyEvents(database.db);
    console.log(`${events.rollbacks} repayments rolled back, ${events.overpaid} overpaid and claimed (withdrawals, refunds), ${events.transfers} cash transfers.`);
    console.log(`Loaded in ${((performance.now() - start) / 1000).toFixed(1)} s. Checking the ledger…`);
    const report = await checkLedger(database.db);
    console.log(`${report.bills} bills, ${report.journals} journals, ${report.entries} entries; ${report.problems.length ? report.problems.map((p) => p.detail).join('; ') : 'balanced'}.`);
    if (report.problems.length) process.exitCode = 1;
    console.log('Opening the collection cases of the book and allocating them among the collectors…');
    await bulkLoadCollection(database.db);
  }
} finally {
  await database.close();
}
