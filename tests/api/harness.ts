/**
 * Starts the real app for one test file on a database of its own: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped in close()).
 * The database is a copy of the template that global-setup.ts migrated and seeded once for the run.
 * The clock is injected, so expiry and lockout are tested by moving it instead of sleeping.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { inject } from 'vitest';
import type { Envelope } from '../../common/envelope';
import { buildApp } from '../../server/app';
import { testConfig, type AppConfig } from '../../server/config';
import type { Deps } from '../../server/core/deps';
import { API_PREFIX } from '../../server/core/route';
import type { Database, Db } from '../../server/db/client';
import { auditLogs, outboxMessages, slideChallenges, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.data';
import { createSandboxCalls } from '../../server/integrations/call/sandbox';
import { createMemoryFileStore } from '../../server/integrations/files/sandbox';
import { createSandboxMessaging } from '../../server/integrations/messaging/sandbox';
import { recordSandboxSent } from '../../server/integrations/messaging/sandbox-sent';
import { createSandboxPayments, type SandboxPayments } from '../../server/integrations/payments/sandbox';
import { cloneTemplate } from './template';
import { humanTrace } from './slide-trace';

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  language?: string;
  serviceKey?: string;
}

/** Response data is loosely typed on purpose: each test asserts the shape it relies on. */
type Data = any;

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type AuditRow = typeof auditLogs.$inferSelect;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  clock: TestClock;
  /** The sandbox payment channels: tell one to fail, time out or answer late. */
  payments: SandboxPayments;
  /** Calls /api/hc/web/{url} (or an absolute url) and returns the envelope; a 5xx fails the test. */
  call<T = Data>(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<Envelope<T>>;
  /** Signs in through every step the user's roles ask for (a login code is read from the outbox). */
  login(username: string, password?: string): Promise<string>;
  /** Completes a "code" sign-in step by SMS and returns the token. */
  completeCodeStep(ticket: string, username: string): Promise<string>;
  /** Solves a slide challenge the way a person would and returns the slide token. */
  solveSlide(): Promise<string>;
  /** The current TOTP of a secret by the test clock. */
  totp(secret: string): Promise<string>;
  userId(username: string): Promise<number>;
  /** The outbox as stored: a code or temporary password in it reads HIDDEN_SECRET. */
  outbox(filter?: { userId?: number; kind?: string }): Promise<OutboxRow[]>;
  /** The real text the sandbox handed over for an outbox message (what the recipient's phone or mailbox got); no API shows it. */
  sentText(message: Pick<OutboxRow, 'id' | 'recipient'>): string;
  latestLoginCode(userId: number): Promise<string>;
  auditRows(action?: string): Promise<AuditRow[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
}

/** A migrated and seeded database of the test's own: a copy of the template global-setup.ts built for this run. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('apiTestTemplate');
  if (!template) throw new Error('No API test template: run API tests through the vitest project "api" (its globalSetup builds it)');
  return cloneTemplate(template);
}

function testClock(start = new Date(Math.floor(Date.now() / SECOND) * SECOND)): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => { current += ms; } };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const { db } = database;
  const clock = testClock();
  const handedOver = recordSandboxSent();
  const payments = createSandboxPayments(db, clock.now);
  const deps: Deps = { db, config: testConfig(options.config), messaging: createSandboxMessaging(), calls: createSandboxCalls(), files: createMemoryFileStore(), payments, now: clock.now };
  let app: FastifyInstance;
  try {
    app = await buildApp(deps, { serveUi: false });
    await app.ready();
  } catch (error) {
    handedOver.stop();
    await database.close();
    await drop();
    throw error;
  }

  async function call<T = Data>(method: InjectOptions['method'], url: string, { token, body, query, language, serviceKey }: CallOptions = {}) {
    const response = await app.inject({
      method,
      url: url.startsWith('/') ? url : `${API_PREFIX}/${url}`,
      query: query && Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      payload: body as InjectOptions['payload'],
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(language ? { language } : {}), ...(serviceKey ? { 'x-service-key': serviceKey } : {}) },
    });
    if (response.statusCode >= 500) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    // A download (xlsx export) is a raw reply: seen as success carrying the bytes.
    if (!String(response.headers['content-type'] ?? '').includes('json')) return { code: 200, msg: 'success', data: response.rawPayload } as Envelope<T>;
    return response.json() as Envelope<T>;
  }

  const userId = async (username: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`No user ${username}`);
    return row.id;
  };

  const outbox = async ({ userId: recipient, kind }: { userId?: number; kind?: string } = {}) => db.select().from(outboxMessages)
    .where(and(recipient === undefined ? undefined : eq(outboxMessages.recipientUserId, recipient),
      kind === undefined ? undefined : eq(outboxMessages.kind, kind)))
    .orderBy(asc(outboxMessages.id));

  function sentText(message: Pick<OutboxRow, 'id' | 'recipient'>) {
    const text = handedOver.textOf(message.id, message.recipient);
    if (text === undefined) throw new Error(`The sandbox handed no text over for outbox message ${message.id}`);
    return text;
  }

  async function latestLoginCode(recipient: number) {
    const latest = (await outbox({ userId: recipient, kind: 'loginCode' })).at(-1);
    const code = latest && /\b(\d{6})\b/.exec(sentText(latest))?.[1];
    if (!code) throw new Error(`No login code in the outbox for user ${recipient}`);
    return code;
  }

  async function completeCodeStep(ticket: string, username: string) {
    const sent = await call('POST', 'noAuth/logon/sendAuthUserValidateCode', { body: { ticket, channel: 'sms' } });
    if (sent.code !== 200) throw new Error(`Sending the login code failed: ${sent.msg}`);
    const code = await latestLoginCode(await userId(username));
    const verified = await call('POST', 'noAuth/logon/verifyCode', { body: { ticket, code } });
    if (verified.code !== 200) throw new Error(`Verifying the login code failed: ${verified.msg}`);
    return verified.data.token as string;
  }

  async function login(username: string, password = DEMO_PASSWORD) {
    const res = await call('POST', 'noAuth/logon/login', { body: { username, password } });
    if (res.code !== 200) throw new Error(`Sign-in of ${username} failed: ${res.code} ${res.msg}`);
    if (res.data.token) return res.data.token as string;
    if (res.data.nextStep === 'code') return completeCodeStep(res.data.ticket, username);
    throw new Error(`Sign-in of ${username} needs step ${res.data.nextStep}; drive it in the test`);
  }

  async function solveSlide() {
    const challenge = await call('GET', 'noAuth/logon/slideChallenge');
    const [row] = await db.select().from(slideChallenges).where(eq(slideChallenges.id, challenge.data.challengeId));
    const answer = await call('POST', 'noAuth/logon/slideVerify',
      { body: { challengeId: row.id, x: row.targetX, trace: humanTrace(row.targetX) } });
    if (answer.code !== 200) throw new Error(`Slide verification failed: ${answer.msg}`);
    return answer.data.slideToken as string;
  }

  return {
    app, db, deps, clock, payments, call, login, completeCodeStep, solveSlide, userId, outbox, sentText, latestLoginCode,
    totp: (secret) => generate({ secret, epoch: Math.floor(clock.now().getTime() / SECOND) }),
    auditRows: (action) => db.select().from(auditLogs)
      .where(action === undefined ? undefined : eq(auditLogs.action, action)).orderBy(asc(auditLogs.id)),
    async close() {
      handedOver.stop();
      await app.close();
      await database.close();
      await drop();
    },
  };
}
