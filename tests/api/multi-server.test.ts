/**
 * Several servers, one database (issue 11, point 7): two real server processes (server/main.ts, forked) on
 * one PostgreSQL database. Applications, payouts, repayments and write-off imports go through both, some of
 * them racing the same action on both; then both tick their background jobs at once for 16 minutes of test
 * clock. Every job ran once per slot, the channel was asked to pay each loan once, the ledger balances.
 * PGlite is embedded in one process, so this runs only with TEST_DATABASE_URL; the once-per-slot logic
 * itself is tested on both databases in job-runner.test.ts.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEat } from '../../common/time';
import { bills, channelTransactions, jobRuns, loanCodes, orders, repayFlows } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { DEMO_SERVICE_KEY } from '../../server/db/seed/origination';
import { queryRows } from '../../server/db/client';
import { JOBS } from '../../server/jobs';
import { slotOf, type SlotResult } from '../../server/modules/jobs/job-runner';
import { PAYOUT_QUERY_AFTER_MS } from '../../server/modules/loan/disbursement';
import { lockOrder, stepActorOf, transitionOrder } from '../../server/modules/order/order-transition';
import { MINUTE, SECOND, startTestApp, type TestApp } from './harness';
import { expectLedgerBalanced } from './ledger-assert';
import { insertLoanCode } from './money-fixtures';
import { cleanApplication } from './order-fixtures';
import { startServerProcess, type ServerProcess } from './server-process';
import { databaseUrl } from './template';
import { bankFlow, mpesaReceipt, workbook } from './write-off-fixtures';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database (skipped without TEST_DATABASE_URL: PGlite is embedded in one process)', () => {
  let t: TestApp;
  const servers: ServerProcess[] = [];
  let finance = '';

  beforeAll(async () => {
    t = await startTestApp();
    const [{ name }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const url = databaseUrl(serverUrl!, name);
    // One after the other, as docs/deploy.md says: the first start migrates and syncs reference data.
    servers.push(await startServerProcess('a', url));
    servers.push(await startServerProcess('b', url));
    finance = await signInAcross(servers[0], servers[1], 'finance');
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await t?.close();
  });

  /** Signs in on one server and finishes the code step on the other: the sign-in lives in the database. */
  async function signInAcross(first: ServerProcess, second: ServerProcess, username: string) {
    const login = await first.call('POST', 'noAuth/logon/login', { body: { username, password: DEMO_PASSWORD } });
    expect(login.code, login.msg).toBe(200);
    if (login.data.token) return login.data.token as string;
    expect(login.data.nextStep).toBe('code');
    expect((await second.call('POST', 'noAuth/logon/sendAuthUserValidateCode', { body: { ticket: login.data.ticket, channel: 'sms' } })).code).toBe(200);
    // The code was sent by the second process: its sandbox's record holds the text the outbox keeps redacted.
    const [message] = (await t.outbox({ userId: await t.userId(username), kind: 'loginCode' })).slice(-1);
    const code = /\b(\d{6})\b/.exec(second.sentText(message.id) ?? '')?.[1];
    expect(code, 'the login code the second server handed its sandbox').toBeTruthy();
    const verified = await first.call('POST', 'noAuth/logon/verifyCode', { body: { ticket: login.data.ticket, code: code as string } });
    expect(verified.code, verified.msg).toBe(200);
    return verified.data.token as string;
  }

  /** An application taken in by `server`, allocated and approved (as the review screens do): pending disbursement. */
  async function approvedOrder(server: ServerProcess) {
    const intake = await server.call('POST', 'open/intake/application', { body: cleanApplication({}, new Date()), serviceKey: DEMO_SERVICE_KEY('1501') });
    expect(intake.code, intake.msg).toBe(200);
    const auditorId = await t.userId('auditor');
    const actor = stepActorOf({ userId: auditorId, username: 'auditor', ip: '127.0.0.1' }, 'Brian Otieno');
    await t.db.transaction(async (tx) => {
      await transitionOrder(tx, (await lockOrder(tx, intake.data.orderId))!, { action: 'allocate', actor, changes: { auditorId, allocatedAt: new Date() }, at: new Date() });
      await transitionOrder(tx, (await lockOrder(tx, intake.data.orderId))!, { action: 'approve', actor, changes: { auditAt: new Date() }, at: new Date() });
    });
    return intake.data as { orderId: number; orderNo: string };
  }

  const pick = (i: number) => servers[i % servers.length];

  it('take in, pay out, collect and import through both servers, tick the jobs in both, and keep every count once', async () => {
    const [a, b] = servers;
    // Applications through both servers.
    const approved = [];
    for (let i = 0; i < 8; i += 1) approved.push(await approvedOrder(pick(i)));

    // Payouts: each order disbursed by two clerks at once, one on each server.
    const racing = approved.slice(0, 6);
    const answers = await Promise.all(racing.flatMap((o) => [a, b].map((s) => s.call('POST', 'payManage/disburse', { token: finance, key: randomUUID(), body: { orderIds: [o.orderId] } }))));
    for (const answer of answers) expect(answer.code, answer.msg).toBeLessThan(500);
    // Attempts left unanswered by a process that died mid-payout: the payout-answers job settles them.
    const interrupted = approved.slice(6);
    for (const o of interrupted) await insertLoanCode(t, o.orderId, 'inProgress');

    const racingIds = racing.map((o) => o.orderId);
    const disbursed = await t.db.select().from(orders).where(inArray(orders.id, racingIds));
    expect(disbursed.every((o) => o.lendingAt !== null)).toBe(true);

    // Money comes back after the loan went out: at the next whole second (times are sent to the second, EAT).
    const lastLending = Math.max(...disbursed.map((o) => o.lendingAt!.getTime()));
    const backAt = new Date(Math.ceil((lastLending + 1) / SECOND) * SECOND);
    while (Date.now() <= backAt.getTime()) await new Promise((resolve) => setTimeout(resolve, 50));

    // Repayments through both servers; one repayment sent to both at once under one key.
    const loanBills = await t.db.select().from(bills).where(inArray(bills.orderId, racingIds)).orderBy(bills.orderId, bills.periodNo);
    const firstBills = racingIds.map((id) => loanBills.find((bill) => bill.orderId === id)!);
    const repaidAt = formatEat(backAt);
    const repay = (server: ServerProcess, billId: number, code: string, key = randomUUID()) => server.call('POST', 'rePayManage/repay', {
      token: finance, key, body: { billId, repayType: 'partial', amount: '100.00', paymentChannel: 'mpesa', paymentCode: code, repaidAt },
    });
    for (const [i, bill] of firstBills.slice(0, 3).entries()) {
      const repaid = await repay(pick(i), bill.id, `MSREPAY00${i}`);
      expect(repaid.code, repaid.msg).toBe(200);
    }
    const sharedKey = randomUUID();
    const twice = await Promise.all([repay(a, firstBills[3].id, 'MSREPAYSHR', sharedKey), repay(b, firstBills[3].id, 'MSREPAYSHR', sharedKey)]);
    expect(twice.some((r) => r.code === 200)).toBe(true);
    expect(await t.db.select().from(repayFlows).where(eq(repayFlows.paymentCode, 'MSREPAYSHR'))).toHaveLength(1);

    // Write-off imports through both servers: loans 5 and 6 written off, one file per server.
    for (const [i, order] of disbursed.filter((o) => o.id === racingIds[4] || o.id === racingIds[5]).entries()) {
      const content = (await workbook([bankFlow(order.orderNo, order.practicalAmountCents, mpesaReceipt('QMW'), backAt)])).toString('base64');
      const imported = await pick(i).call('POST', 'writeOff/import', { token: finance, key: randomUUID(), body: { fileName: `flows-${i}.xlsx`, content, confirmExcess: false } });
      expect(imported.code, imported.msg).toBe(200);
      expect(imported.data).toMatchObject({ status: 'done', successRows: 1 });
    }

    // Both servers tick every job at once, every 30 s of test clock, for 16 minutes; the clock starts past the
    // payout query wait, so the interrupted attempts are asked about.
    const start = new Date(Date.now() + PAYOUT_QUERY_AFTER_MS + MINUTE);
    const expected = new Map(JOBS.map((job) => [job.name, new Set<number>()]));
    const results: SlotResult[] = [];
    for (let at = start.getTime(); at < start.getTime() + 16 * MINUTE; at += 30 * SECOND) {
      for (const job of JOBS) expected.get(job.name)!.add(slotOf(job, new Date(at)));
      results.push(...(await Promise.all([a.tick(new Date(at)), b.tick(new Date(at))])).flat());
    }
    expect(results.filter((r) => r.outcome === 'failed')).toEqual([]);

    // Every job ran once per slot, by one of the two processes, and the run is recorded.
    const pids = servers.map((s) => s.pid);
    const runs = await t.db.select().from(jobRuns).where(inArray(jobRuns.job, JOBS.map((j) => j.name))).orderBy(jobRuns.job, jobRuns.slot);
    for (const job of JOBS) {
      const slots = [...expected.get(job.name)!];
      expect(results.filter((r) => r.job === job.name && r.outcome === 'succeeded').map((r) => r.slot).sort(), job.name).toEqual(slots);
      const recorded = runs.filter((r) => r.job === job.name);
      expect(recorded.map((r) => r.slot), job.name).toEqual(slots);
      for (const run of recorded) {
        expect(run).toMatchObject({ outcome: 'succeeded', attempts: 1, error: null });
        expect(pids).toContain(run.pid);
        expect(run.finishedAt).not.toBeNull();
      }
    }

    // The channel was asked to pay each loan once: one loan code per order, one channel payout per code.
    const codes = await t.db.select().from(loanCodes).where(inArray(loanCodes.orderId, racingIds));
    expect(codes.map((c) => c.orderId).sort()).toEqual([...racingIds].sort());
    expect(codes.every((c) => c.status === 'success')).toBe(true);
    const paid = await t.db.select().from(channelTransactions).where(inArray(channelTransactions.reference, codes.map((c) => c.systemCode)));
    expect(paid.map((p) => p.reference).sort()).toEqual(codes.map((c) => c.systemCode).sort());
    // The interrupted attempts were answered by the job (the channel never had them), and never paid.
    const unanswered = await t.db.select().from(loanCodes).where(inArray(loanCodes.orderId, interrupted.map((o) => o.orderId)));
    expect(unanswered.map((c) => c.status)).toEqual(['failed', 'failed']);
    expect(await t.db.select().from(channelTransactions).where(inArray(channelTransactions.reference, unanswered.map((c) => c.systemCode)))).toEqual([]);

    // The ledger balances, by the test and by `npm run ledger:check` against the same database.
    await expectLedgerBalanced(t);
    const [{ name }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'server/scripts/ledger-check.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl(serverUrl!, name) } });
    expect(stdout).toContain('The ledger balances');
  });
});
