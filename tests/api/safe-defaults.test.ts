/**
 * Issue 31.8: safe defaults. A server that is not explicitly development or test is production: it refuses to
 * start without real callback secrets (naming them), and even a process that got past that verifies nothing with
 * the sandbox's published secrets; demo data and test switches only when asked.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI94_SANDBOX_SECRET, smsReceiptSandboxSecret } from '../../server/core/callback-secrets';
import { smsReceipts } from '../../server/db/schema';
import { signedHeaders } from '../../server/modules/ai-call/ai-signature';
import { receiptHeaders } from '../../server/modules/outbox/sms-receipt.service';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => { await t?.close(); });

/** Runs the body as a process with that NODE_ENV would (the secrets are read per call), then puts it back. */
async function withNodeEnv<T>(nodeEnv: string | undefined, body: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  try {
    return await body();
  } finally {
    process.env.NODE_ENV = before;
  }
}

/** A server process started as a deployment would, without NODE_ENV: its exit code and what it printed. */
function startProduction(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-safe-defaults-'));
  const { NODE_ENV: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, DATA_DIR: dataDir, PORT: '18997', JOBS: 'off', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe('issue 31.8: safe defaults', () => {
  it('refuses to start a server without NODE_ENV when the callback secrets are unset, naming each', async () => {
    const { code, output } = await startProduction({});
    expect(code).toBe(1);
    for (const variable of ['AI94_CALLBACK_SECRET', 'SMS_RECEIPT_SECRET_ALPHASMS', 'SMS_RECEIPT_SECRET_BETASMS', 'SMS_RECEIPT_SECRET_GAMMASMS']) {
      expect(output).toContain(`${variable} is not set`);
    }
  });

  it('refuses the test switches on such a server', async () => {
    const { code, output } = await startProduction({ TEST_CLOCK: 'true', SLIDE_ANSWER_FOR_TESTS: 'true' });
    expect(code).toBe(1);
    expect(output).toMatch(/SLIDE_ANSWER_FOR_TESTS .*refused unless NODE_ENV=test; TEST_CLOCK .*refused unless NODE_ENV=test/);
  });

  it('refuses, in production, an SMS receipt signed with the sandbox\'s published secret', async () => {
    const forged = { receiptId: 'forged-1', providerRef: 'gammaSms-forged-1', status: 'failed', reason: 'forged', eventAt: t.clock.now().toISOString() };
    const post = () => t.app.inject({
      method: 'POST', url: '/api/hc/web/noAuth/sms/receipt/gammaSms', payload: forged,
      headers: receiptHeaders('gammaSms', forged, t.clock.now(), smsReceiptSandboxSecret('gammaSms')),
    }).then((r) => r.json());
    expect(await withNodeEnv(undefined, post)).toMatchObject({ code: 403 });
    expect(await withNodeEnv('production', post)).toMatchObject({ code: 403 });
    expect(await t.db.select().from(smsReceipts).where(eq(smsReceipts.result, 'badSignature'))).toHaveLength(2);
    // In tests the sandbox's secret still signs (the suites and the sandboxes rely on it): verified, it names no attempt.
    expect(await withNodeEnv('test', post)).toMatchObject({ code: 200, data: { result: 'unknown' } });
  });

  it('refuses, in production, a 94AI call-back signed with the sandbox\'s published secret', async () => {
    const body = { eventId: 'forged-ai-1', callRef: 'nobody', status: 'promised', eventAt: t.clock.now().toISOString() };
    const post = () => t.app.inject({
      method: 'POST', url: '/api/hc/web/noAuth/ai94/callBack', payload: body, headers: signedHeaders(body, t.clock.now(), AI94_SANDBOX_SECRET),
    }).then((r) => r.json());
    expect(await withNodeEnv('production', post)).toMatchObject({ code: 403 });
    expect((await withNodeEnv('test', post)).code).not.toBe(403);
  });
});
