/** npm run accrue — runs the overdue job once now (the server runs it every 15 minutes). */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { failScript } from './cli';
import { accrueOverdueWithCases } from '../modules/collection-case/overdue-day';
import type { Deps } from '../core/deps';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR, 'pglite') });
  try {
    await database.migrate();
    const result = await accrueOverdueWithCases({ db: database.db, now: () => new Date() } as Deps);
    console.log(`Accrued ${result.bills} bill(s), late fees ${(result.lateFeeCents / 100).toFixed(2)} KES`);
  } finally {
    await database.close();
  }
}

main().catch(failScript);
