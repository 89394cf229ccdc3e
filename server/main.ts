/** Starts the back office: configuration, database, migrations, reference and demo data, then the server. */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadServerConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { prepareData } from './db/seed';
import { storeDemoAppImages } from './db/seed/app-content';
import { DEMO_LOGINS, DEMO_PASSWORD, ROLES, DEMO_USERS, LATER_DEMO_USERS } from './db/seed/demo.data';
import { seedDemoOrders } from './db/seed/demo-orders';
import { seedDemoMoney } from './db/seed/demo-money';
import { seedDemoTmLoanAttribution } from './db/seed/telemarketing-work';
import { refreshSnapshots } from './modules/financial-report/financial-report.service';
import { seedWalletWithdrawals } from './modules/wallet/wallet.seed';
import { JOBS, startJobs } from './jobs';
import { driveJobsFromParent, jobsMode } from './modules/jobs/jobs-mode';
import { releaseAbandonedKeys } from './core/idempotency';
import { recordRunningServer } from './core/running-server';
import { testClockNow } from './core/test-clock';
import { recoverInterruptedImports } from './modules/write-off/write-off.import';
import { createSandboxCalls } from './integrations/call/sandbox';
import { createDiskFileStore } from './integrations/files/sandbox';
import { createSandboxMessaging } from './integrations/messaging/sandbox';
import { onSandboxSent, SANDBOX_SENT_FILE } from './integrations/messaging/sandbox-sent';
import { createSandboxPayments } from './integrations/payments/sandbox';

/** Small enough to start in well under a minute on PGlite; `npm run seed -- --orders N` loads more. */
const DEMO_ORDERS = 600;

/**
 * A request key left unanswered longer than this is taken as abandoned by a process that died. Other servers
 * on the same database may be answering younger keys right now, so a start-up must not release those.
 */
const ABANDONED_KEY_MS = 10 * 60_000;

/**
 * Where the real text of what the sandboxes send goes (the outbox keeps codes and passwords redacted): the console
 * on a developer's machine, so a demo user can read their sign-in code; a file in DATA_DIR for the browser suite's
 * helpers (tests/e2e/pages/sandbox-sent.ts); nowhere in production.
 */
function showSandboxSends(config: AppConfig) {
  if (config.NODE_ENV === 'development') {
    onSandboxSent((m) => console.log(`[sandbox ${m.channel} ${m.provider}] to ${m.to}: ${m.body}`));
  } else if (config.NODE_ENV === 'test') {
    const file = path.resolve(config.DATA_DIR, SANDBOX_SENT_FILE);
    mkdirSync(path.dirname(file), { recursive: true });
    onSandboxSent((m) => appendFileSync(file, `${JSON.stringify(m)}\n`));
  }
}

async function main() {
  const config = loadServerConfig();
  const jobs = jobsMode();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR, 'pglite') });
  await database.migrate();
  const { seededDemo } = await prepareData(database.db, { demo: config.SEED_DEMO === 'true' });
  const deps = { db: database.db, config, messaging: createSandboxMessaging(),
    calls: createSandboxCalls(), files: createDiskFileStore(path.resolve(config.DATA_DIR, 'files')), payments: createSandboxPayments(database.db), now: config.TEST_CLOCK === 'true' ? testClockNow : () => new Date() };
  if (seededDemo) {
    console.log(`Submitting ${DEMO_ORDERS} demo loan applications through the intake…`);
    await seedDemoOrders(deps, DEMO_ORDERS);
    console.log('Paying out approved demo orders and posting their repayments…');
    await seedDemoMoney(deps);
    await seedDemoTmLoanAttribution(deps.db);
    await seedWalletWithdrawals(deps);
    await refreshSnapshots(deps);
    await storeDemoAppImages(deps);
  }
  if (process.env.PREPARE_ONLY === 'true') {
    // scripts/start.mjs: the database is made ready while the UI builds; the server proper starts after both.
    await database.close();
    return;
  }
  // Work a previous process left half-way: interrupted imports are marked, their keys released (only keys
  // old enough that no live server can still be answering them).
  const interrupted = await recoverInterruptedImports(database.db, deps.now());
  const released = await releaseAbandonedKeys(database.db, new Date(deps.now().getTime() - ABANDONED_KEY_MS));
  if (interrupted || released) console.log(`Recovered ${interrupted} interrupted import(s), released ${released} unanswered request key(s).`);
  showSandboxSends(config);
  const app = await buildApp(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  recordRunningServer(config.DATA_DIR, `http://${['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST}:${config.PORT}`);
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
    config.NODE_ENV === 'development' ? 'The finance user signs in with a code sent by SMS; the sandbox prints it below when sent (the outbox keeps it hidden).' : '',
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
