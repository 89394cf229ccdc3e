/** `npm run seed`: migrates the configured database and seeds reference data, and demo data when it is empty. */
import { openConfiguredDatabase } from '../../scripts/cli';
import { prepareData } from './index';

const database = await openConfiguredDatabase();
try {
  const { seededDemo } = await prepareData(database.db, { demo: true });
  console.log(seededDemo ? 'Demo data seeded.' : 'Reference data up to date; the database already had users, so no demo data was added.');
} finally {
  await database.close();
}
