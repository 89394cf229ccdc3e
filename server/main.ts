/** Starts the back office: configuration, database, migrations, reference and demo data, then the server. */
import path from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { prepareData } from './db/seed';
import { storeDemoAppImages } from './db/seed/app-content';
import { DEMO_LOGINS, DEMO_PASSWORD, ROLES, DEMO_USERS, LATER_DEMO_USERS } from './db/seed/demo.data';
import { seedDemoOrders } from './db/seed/demo-orders';
import { seedDemoMoney } from './db/seed/demo-money';
import { seedWalletWithdrawals } from './modules/wallet/wallet.seed';
import { JOBS, startJobs } from './jobs';
import { driveJobsFromParent, jobsMode } from './modules/jobs/jobs-mode';
import { releaseAbandonedKeys } from './core/idempotency';
import { testClockNow } from './core/test-clock';
import { recoverInterruptedImports } from './modules/write-off/write-off.import';
import { createSandboxCalls } from './integrations/call/sandbox';
import { createDiskFileStore } from './integrations/files/sandbox';
import { createSandboxMessaging } from './integrations/messaging/sandbox';
import { createSandboxPayments } from './integrations/payments/sandbox';

/** Small enough to start in well under a minute on PGlite; `npm run seed -- --orders N` loads more. */
const DEMO_ORDERS = 600;

/**
 * A request key left unanswered longer than this is taken as abandoned by a process that died. Other servers
 * on the same database may be answering younger keys right now, so a start-up must not release those.
 */
const ABANDONED_KEY_MS = 10 * 60_000;

async function main() {
  const config = loadConfig();
  const jobs = jobsMode();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR, 'pglite') });
  await database.migrate();
  const { seededDemo } = await prepareData(database.db, { demo: config.SEED_DEMO === 'true' });
  const deps = { db: database.db, config, messaging: createSandboxMessaging((m) => console.log(`[sandbox ${m.channel}] to ${m.to}: ${m.body}`)),
    calls: createSandboxCalls(), files: createDiskFileStore(path.resolve(config.DATA_DIR, 'files')), payments: createSandboxPayments(database.db), now: config.TEST_CLOCK === 'true' ? testClockNow : () => new Date() };
  if (seededDemo) {
    console.log(`Submitting ${DEMO_ORDERS} demo loan applications through the intake…`);
    await seedDemoOrders(deps, DEMO_ORDERS);
    console.log('Paying out approved demo orders and posting their repayments…');
    await seedDemoMoney(deps);
    await seedWalletWithdrawals(deps);
    await storeDemoAppImages(deps);
  }
  // Work a previous process left half-way: interrupted imports are marked, their keys released (only keys
  // old enough that no live server can still be answering them).
  const interrupted = await recoverInterruptedImports(database.db, deps.now());
  const released = await releaseAbandonedKeys(database.db, new Date(deps.now().getTime() - ABANDONED_KEY_MS));
  if (interrupted || released) console.log(`Recovered ${interrupted} interrupted import(s), released ${released} unanswered request key(s).`);
  const app = await buildApp(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  const stopJobs = jobs === 'on' ? startJobs(deps) : jobs === 'parent' ? driveJobsFromParent(deps, JOBS) : async () => {};

  const masked = [...DEMO_USERS, ...LATER_DEMO_USERS].filter((u) => ROLES.find((r) => r.roleNo === u.roleNo)?.sensitive.includes('viewPlainData') === false);
  const where = database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(config.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)';
  console.log([
    '',
    `Back office running at http://${config.HOST}:${config.PORT}/`,
    `Database: ${where}${seededDemo ? ' (demo data seeded)' : ''}`,
    `Background jobs: ${jobs === 'on' ? 'ticked here (one process runs each slot, recorded in job_runs)' : jobs === 'off' ? 'off here (JOBS=off)' : 'ticked by the parent process (JOBS=parent)'}`,
    `Demo logins (demo data only), password ${DEMO_PASSWORD}: ${DEMO_LOGINS.join(', ')}`,
    `Masked users (see phones and IDs masked): ${masked.map((u) => u.username).join(', ')}`,
    'The finance user signs in with a code sent to the sandbox outbox; it is printed below when sent.',
    '',
  ].join('\n'));

  const shutdown = async () => {
    const jobsStopped = stopJobs();
    await app.close();
    await jobsStopped;
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
