/** npm run ledger:check — proves the books balance (DATABASE_URL, or the embedded database in DATA_DIR). */
import path from 'node:path';
import { formatKes } from '../../common/money';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { failScript } from './cli';
import { checkLedger } from '../modules/ledger/ledger-check';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR, 'pglite') });
  try {
    await database.migrate();
    const report = await checkLedger(database.db);
    console.log(`Journals ${report.journals}, entries ${report.entries}, bills ${report.bills}`);
    console.log(`Debits ${formatKes(report.debitCents)}, credits ${formatKes(report.creditCents)}`);
    for (const p of report.problems) console.error(`PROBLEM ${p.check}: ${p.detail}`);
    console.log(report.problems.length ? `${report.problems.length} problem(s) found` : 'The ledger balances: every journal, every bill.');
    process.exitCode = report.problems.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().catch(failScript);
