/**
 * The demo staff's desk: the real app, driven in-process through its API as the screens drive it (sign-in
 * with the SMS code, session, access checks, request schemas, Idempotency-Key), on a clock the demo moves
 * back over the last days. Used by the demo activity seed (demo-activity.ts); demo data only.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../common/envelope';
import { RESULT_CODES } from '../../../common/envelope';
import { eatDay } from '../../../common/money/bill-math';
import type { PaymentChannel } from '../../../common/money/statuses';
import { parseEat } from '../../../common/time';
import { buildApp } from '../../app';
import type { Deps } from '../../core/deps';
import { API_PREFIX } from '../../core/route';
import { createSandboxMessaging } from '../../integrations/messaging/sandbox';
import { recordSandboxSent } from '../../integrations/messaging/sandbox-sent';
import { createSandboxPayments, type ChannelBehaviour } from '../../integrations/payments/sandbox';
import { outboxMessages, users } from '../schema';
import { DEMO_PASSWORD } from './demo.data';

/** What a sign-in step answers: a session, or the next step and its ticket. */
interface SignInAnswer {
  token?: string;
  isUpdatePasswordStatus?: boolean;
  nextStep?: string;
  ticket?: string;
}

const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** Each demo user works from their own desk in the office network. */
const DESK_IP: Record<string, string> = {
  admin: '10.20.0.11', auditor: '10.20.0.15', collector: '10.20.0.24', telemarketer: '10.20.0.27', service: '10.20.0.29',
  finance: '10.20.0.21', cashier: '10.20.0.22', supervisor: '10.20.0.12', collectlead: '10.20.0.25', tmlead: '10.20.0.28', servicelead: '10.20.0.30',
};

/** A request the API refused, with its result code and message. */
export class Refused extends Error {
  constructor(readonly url: string, readonly code: number, message: string, readonly data: unknown) {
    super(`${url}: ${code} ${message}`);
  }
}

export interface Desk {
  /** Moves the clock to an EAT wall-clock time ("YYYY-MM-DD HH:mm"). */
  at(day: string, time: string): Date;
  now(): Date;
  /** How the sandbox channels answer the next payouts (pay by default). */
  channels(behaviour: ChannelBehaviour): void;
  /** The demo user's token for the current day, signing in (with the SMS code when the role asks) at first use that day. */
  signIn(username: string): Promise<string>;
  /** Signs in with a given password, for a temporary one; the token and whether it must be changed. */
  signInWith(username: string, password: string): Promise<{ token: string; mustChange: boolean }>;
  get<T = unknown>(username: string, url: string, query?: Record<string, string | number>): Promise<T>;
  /** POST as the user; money calls carry an Idempotency-Key (the given one, else a new one). */
  post<T = unknown>(username: string, url: string, body: unknown, key?: string): Promise<T>;
  /** POST and return the envelope whatever it says. */
  attempt<T = unknown>(username: string, url: string, body: unknown, key?: string): Promise<Envelope<T>>;
  /** POST with an explicit token (a session opened with signInWith). */
  postWith<T = unknown>(token: string, username: string, url: string, body: unknown): Promise<T>;
  userId(username: string): Promise<number>;
  /** Drops the user's cached session (after their password was reset, which ends it). */
  forget(username: string): void;
  /** What the person's phone got for the newest outbox message of that kind to them (the outbox keeps secrets redacted). */
  textReceived(username: string, kind: string): Promise<string>;
  close(): Promise<void>;
}

export async function openDesk(deps: Deps): Promise<Desk> {
  let clock = deps.now();
  const now = () => clock;
  const payments = createSandboxPayments(deps.db, now);
  // The desk's own app: quiet (no request log, no console copy of each SMS), on the demo clock.
  const app: FastifyInstance = await buildApp({
    // A week of sign-ins replayed in a minute or two: the per-minute sign-in limits are for real time.
    ...deps, now, payments, messaging: createSandboxMessaging(), config: { ...deps.config, LOG_LEVEL: 'silent', SIGNIN_RATE_PER_ADDRESS: 100_000, SIGNIN_FAILURES_PER_ADDRESS: 100_000, SIGNIN_FAILURES_PER_USERNAME: 100_000 },
  }, { serveUi: false });
  await app.ready();
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  const handedOver = recordSandboxSent();

  async function inject<T>(method: 'GET' | 'POST', url: string, username: string, options: { token?: string; body?: unknown; query?: Record<string, string | number>; key?: string }) {
    const response = await app.inject({
      method, url: `${API_PREFIX}/${url}`, remoteAddress: DESK_IP[username] ?? '10.20.0.40',
      query: options.query && Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])),
      payload: options.body as object | undefined,
      headers: {
        'user-agent': USER_AGENT, language: 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(method === 'POST' ? { 'idempotency-key': options.key ?? randomUUID() } : {}),
      },
    });
    if (response.statusCode >= 500) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as Envelope<T>;
  }

  const unwrap = <T>(url: string, envelope: Envelope<T>): T => {
    if (envelope.code !== RESULT_CODES.success) throw new Refused(url, envelope.code, envelope.msg, envelope.data);
    return envelope.data;
  };

  async function userId(username: string) {
    if (!ids.has(username)) {
      const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (!row) throw new Error(`No demo user ${username}`);
      ids.set(username, row.id);
    }
    return ids.get(username)!;
  }

  async function textReceived(username: string, kind: string) {
    const [message] = await deps.db.select({ id: outboxMessages.id, recipient: outboxMessages.recipient }).from(outboxMessages)
      .where(and(eq(outboxMessages.recipientUserId, await userId(username)), eq(outboxMessages.kind, kind), eq(outboxMessages.channel, 'sms')))
      .orderBy(desc(outboxMessages.id)).limit(1);
    return (message && handedOver.textOf(message.id, message.recipient)) ?? '';
  }

  /** The code the user reads from the SMS the sign-in just sent. */
  async function codeFromPhone(username: string) {
    const code = /\b(\d{6})\b/.exec(await textReceived(username, 'loginCode'))?.[1];
    if (!code) throw new Error(`No sign-in code reached ${username}`);
    return code;
  }

  async function signInWith(username: string, password: string) {
    const first = unwrap('noAuth/logon/login', await inject<SignInAnswer>('POST', 'noAuth/logon/login', username, { body: { username, password } }));
    if (first.token) return { token: first.token as string, mustChange: Boolean(first.isUpdatePasswordStatus) };
    if (first.nextStep !== 'code') throw new Error(`Sign-in of ${username} asks for step ${first.nextStep}`);
    unwrap('noAuth/logon/sendAuthUserValidateCode', await inject('POST', 'noAuth/logon/sendAuthUserValidateCode', username, { body: { ticket: first.ticket, channel: 'sms' } }));
    // Reading the SMS and typing the code takes the user a little while.
    clock = new Date(clock.getTime() + 40_000);
    const verified = unwrap('noAuth/logon/verifyCode', await inject<SignInAnswer>('POST', 'noAuth/logon/verifyCode', username, { body: { ticket: first.ticket, code: await codeFromPhone(username) } }));
    return { token: verified.token as string, mustChange: Boolean(verified.isUpdatePasswordStatus) };
  }

  async function signIn(username: string) {
    const key = `${username}@${eatDay(clock)}`;
    if (!tokens.has(key)) tokens.set(key, (await signInWith(username, DEMO_PASSWORD)).token);
    return tokens.get(key)!;
  }

  /** Runs a call in the user's session; one that ended (idle too long) is opened again, as the user signs in again. */
  async function inSession<T>(username: string, call: (token: string) => Promise<Envelope<T>>): Promise<Envelope<T>> {
    const answer = await call(await signIn(username));
    if (answer.code !== RESULT_CODES.sessionGone) return answer;
    tokens.delete(`${username}@${eatDay(clock)}`);
    return call(await signIn(username));
  }

  const desk: Desk = {
    at(day, time) {
      const at = parseEat(`${day} ${time}:00`);
      if (!at) throw new Error(`Not a time: ${day} ${time}`);
      clock = at;
      return at;
    },
    now,
    channels(behaviour) {
      for (const channel of ['mpesa', 'airtel', 'bank'] as PaymentChannel[]) payments.setBehaviour(channel, behaviour);
    },
    signIn,
    signInWith,
    async get(username, url, query) {
      return unwrap(url, await inSession(username, (token) => inject('GET', url, username, { token, query })));
    },
    async post(username, url, body, key) {
      return unwrap(url, await inSession(username, (token) => inject('POST', url, username, { token, body, key })));
    },
    async attempt(username, url, body, key) {
      return inSession(username, (token) => inject('POST', url, username, { token, body, key }));
    },
    async postWith(token, username, url, body) {
      return unwrap(url, await inject('POST', url, username, { token, body }));
    },
    userId,
    textReceived,
    forget(username) {
      for (const key of [...tokens.keys()]) if (key.startsWith(`${username}@`)) tokens.delete(key);
    },
    async close() {
      handedOver.stop();
      tokens.clear();
      await app.close();
    },
  };
  return desk;
}
