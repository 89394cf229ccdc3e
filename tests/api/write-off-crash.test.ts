/**
 * Killing the server in the middle of a write-off import leaves none of the batch applied (issue 5,
 * "Correctness under load"). A real server process runs on this test's PostgreSQL database with each row's
 * application slowed down (WRITE_OFF_ROW_DELAY_MS); it is killed with SIGKILL once the batch is processing
 * and its transaction has written; then nothing of the batch may be in the books, and recovery marks it error.
 * PostgreSQL only (TEST_DATABASE_URL): PGlite lives inside one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, repayFlows, writeOffBatches, writeOffRows } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { queryRows } from '../../server/db/client';
import { checkLedger } from '../../server/modules/ledger/ledger-check';
import { recoverInterruptedImports } from '../../server/modules/write-off/write-off.import';
import { startTestApp, type TestApp } from './harness';
import { disbursedLoan } from './money-fixtures';
import { bankFlow, mpesaReceipt, workbook } from './write-off-fixtures';

const ROWS = 12;
const ROW_DELAY_MS = 500;
const FILE_NAME = 'crash-test.xlsx';

let t: TestApp;
let server: ChildProcess | null = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'write-off-crash-'));

const freePort = () => new Promise<number>((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  }).on('error', reject);
});

/** Polls until `probe` answers; the deadline only catches a hang, it is long enough for a machine busy with other suites. */
async function until<T>(what: string | (() => string), probe: () => Promise<T | null | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npx tsx` runs the server as a grandchild: the whole process group is killed. */
function killServer(signal: NodeJS.Signals) {
  if (server?.pid && server.exitCode === null) {
    try { process.kill(-server.pid, signal); } catch { /* already gone */ }
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('write-off import killed mid-way', () => {
  beforeAll(async () => { t = await startTestApp(); });
  afterAll(async () => {
    killServer('SIGKILL');
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies none of the batch, keeps the ledger balanced, and recovery marks the batch error', async () => {
    const loans = [];
    for (let i = 0; i < ROWS; i += 1) loans.push(await disbursedLoan(t));
    const billIds = loans.map((l) => l.bills[0].id);
    const billsNow = () => t.db.select().from(bills).where(inArray(bills.id, billIds)).orderBy(bills.id);
    const billsBefore = await billsNow();
    const repaidAt = new Date(loans[0].order.lendingAt!.getTime() + 1_000);
    const file = await workbook(loans.map((l) => bankFlow(l.orderNo, l.order.practicalAmountCents, mpesaReceipt('QCR'), repaidAt)));

    const [{ name }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.pathname = `/${name}`;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/hc/web`;
    server = spawn('npx', ['tsx', 'server/main.ts'], {
      detached: true, stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DATABASE_URL: databaseUrl.toString(), PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', WRITE_OFF_ROW_DELAY_MS: String(ROW_DELAY_MS) },
    });

    let serverErrors = '';
    server.stderr!.on('data', (chunk: Buffer) => { serverErrors += chunk.toString(); });
    // A server that dies while starting fails the test at once; one that starts slowly (npx, tsx, a busy machine) is waited for.
    const exited = new Promise<never>((_, reject) => server!.on('exit', (code) => reject(new Error(`The server exited (${code}) before it signed in admin; it said: ${serverErrors}`))));
    exited.catch(() => {});
    const login = await Promise.race([exited, until(() => `the server to sign in admin; it said: ${serverErrors}`, async () => {
      const res = await fetch(`${base}/noAuth/logon/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
      return (await res.json()) as { code: number; data: { token: string } };
    }, 300_000)]);
    expect(login.code).toBe(200);
    const importing = fetch(`${base}/writeOff/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}`, 'idempotency-key': `crash-${Date.now()}` },
      body: JSON.stringify({ fileName: FILE_NAME, content: file.toString('base64'), confirmExcess: true }),
    }).then(() => 'answered', () => 'cut off');

    const writing = async () => (await queryRows<{ n: number }>(t.db, sql`
      select count(*)::int as n from pg_stat_activity where datname = ${name} and backend_xid is not null and pid <> pg_backend_pid()`))[0].n;
    const batch = await until('the batch to be processing', async () => {
      const [row] = await t.db.select().from(writeOffBatches).where(eq(writeOffBatches.fileName, FILE_NAME));
      return row?.status === 'processing' ? row : null;
    });
    // The applying transaction has inserted repayment flows (it holds the insert lock on repay_flows) and not committed.
    await until('the import to apply rows', async () => (await queryRows<{ n: number }>(t.db, sql`
      select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where a.datname = ${name} and l.relation = 'repay_flows'::regclass and l.mode = 'RowExclusiveLock' and a.pid <> pg_backend_pid()`))[0].n > 0);
    await new Promise((resolve) => setTimeout(resolve, ROW_DELAY_MS * 2));
    killServer('SIGKILL');
    expect(await importing).toBe('cut off');
    await until('the killed transaction to be gone', async () => (await writing()) === 0);

    expect(await t.db.select().from(repayFlows).where(eq(repayFlows.batchId, batch.id))).toEqual([]);
    expect(await t.db.select().from(writeOffRows).where(eq(writeOffRows.batchId, batch.id))).toEqual([]);
    expect(await billsNow()).toEqual(billsBefore);
    const ledger = await checkLedger(t.db);
    expect(ledger.problems).toEqual([]);
    expect(ledger.debitCents).toBe(ledger.creditCents);
    expect((await t.db.select().from(writeOffBatches).where(eq(writeOffBatches.id, batch.id)))[0].status).toBe('processing');

    expect(await recoverInterruptedImports(t.db, new Date())).toBe(1);
    const [recovered] = await t.db.select().from(writeOffBatches).where(eq(writeOffBatches.id, batch.id));
    expect(recovered).toMatchObject({ status: 'error', result: 'fail', errorMessage: 'writeOff:errors.interrupted', successRows: 0 });
  }, 600_000);
});
