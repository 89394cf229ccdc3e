/**
 * `npm run seed`: migrates the configured database and seeds reference data, and demo data when it is empty.
 * `npm run seed -- --orders 1000000` then adds a bulk order book of that many orders (PostgreSQL advised).
 */
import { parseFlags } from '../../scripts/cli';
import { openConfiguredDatabase } from '../../scripts/cli';
import { bulkLoadOrders } from './bulk-orders';
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
} finally {
  await database.close();
}
