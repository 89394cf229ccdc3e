/**
 * The collection journey's moments and API steps (tests/e2e/collection-journey.spec.ts). The server runs with
 * TEST_CLOCK=true: every request of a moment carries X-Test-Clock-Offset-Minutes, and the journey's scheduled
 * jobs are run at that moved time through POST testClock/runJob (server/core/test-jobs.ts).
 *
 * The journey's day D is the next EAT day whose 10:00 is at least half an hour away, so every promised time lies
 * ahead of the real clock: the server's own promise check (real time) never decides the journey's promises.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { cleanApplication } from '../../api/order-fixtures';
import { LoginPage } from './login.page';
import { apiLogin, approveAndPayOut, clockHeader } from './write-off.page';

const API = '/api/hc/web';
const HOUR_MS = 3_600_000;
const EAT_MS = 3 * HOUR_MS;
export const MINUTES_A_DAY = 24 * 60;

type Envelope<T> = { code: number; msg: string; data: T };

/** The journey's day D and the offset (minutes) that puts the server's clock at D 10:00 EAT. */
export class JourneyClock {
  readonly day: string;
  readonly nextDay: string;
  private readonly tenOClock: number;

  constructor(now = Date.now()) {
    const eat = new Date(now + EAT_MS);
    let target = Date.UTC(eat.getUTCFullYear(), eat.getUTCMonth(), eat.getUTCDate(), 10) - EAT_MS;
    if (target - now < HOUR_MS / 2) target += 24 * HOUR_MS;
    this.tenOClock = Math.round((target - now) / 60_000);
    this.day = new Date(target + EAT_MS).toISOString().slice(0, 10);
    this.nextDay = new Date(target + EAT_MS + 24 * HOUR_MS).toISOString().slice(0, 10);
  }

  /** The offset that puts the server's clock at `hh:mm` EAT on D (`nextDay`: on D + 1). */
  at(hhmm: string, nextDay = false): number {
    const [h, m] = hhmm.split(':').map(Number);
    return this.tenOClock + (h - 10) * 60 + m + (nextDay ? MINUTES_A_DAY : 0);
  }
}

/** A REST call as the screens make it; the envelope must say success. */
export async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, { token, body, offset, key }: { token?: string; body?: object; offset?: number; key?: boolean } = {}): Promise<T> {
  const headers = { ...clockHeader(offset), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': randomUUID() } : {}) };
  const response = await request.fetch(`${API}/${url}`, { method, headers, data: method === 'POST' ? body ?? {} : undefined, timeout: 120_000 });
  const envelope = await response.json() as Envelope<T>;
  expect(envelope.code, `${url}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** Runs a scheduled job (its name in server/jobs.ts) at the moment's time, as the administrator. */
export async function runJob<T>(request: APIRequestContext, job: string, offset?: number) {
  const token = await apiLogin(request, 'admin', offset);
  return call<{ job: string; at: string; result: T }>(request, 'POST', 'testClock/runJob', { token, body: { job }, offset });
}

/** A browser signed in as `username` whose every request is at the moment's time. */
export async function signedInAt(browser: Browser, username: string, offset?: number): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: clockHeader(offset) });
  const page = await context.newPage();
  await new LoginPage(page).signIn(username);
  return page;
}

/**
 * A Haraka Loans (1502, the demo collector's merchant) 14-day loan of a new customer, applied for, approved and
 * paid out through the routes the screens use, the payout `lentDaysAgo` days ago (moved clock).
 */
export async function harakaLoanLent(request: APIRequestContext, lentDaysAgo: number) {
  const body = cleanApplication({ productCode: 'HL-14D', customer: 800_000 + (Date.now() % 100_000) });
  const intake = await request.post(`${API}/open/intake/application`, { data: body, headers: { 'x-service-key': 'demo-intake-1502' } });
  const order = (await intake.json() as Envelope<{ orderId: number; orderNo: string; status: number }>);
  expect(order.code, order.msg).toBe(200);
  expect(order.data.status).toBe(10);
  const { orderId, orderNo } = order.data;
  await approveAndPayOut(request, orderId, -lentDaysAgo * MINUTES_A_DAY);
  const admin = await apiLogin(request, 'admin');
  const bills = await call<{ records: { id: number; billNo: string }[] }>(request, 'GET', `rePayManage/bills?orderNo=${orderNo}&current=1&size=10`, { token: admin });
  expect(bills.records).toHaveLength(1);
  return { orderId, orderNo, billId: bills.records[0].id, billNo: bills.records[0].billNo };
}

export interface Trial {
  serverNow: string;
  overdueDays: number;
  settlementCents: number;
  owed: Record<string, number>;
}

/** What the bill owes at the moment's time (the repay dialog's trial). */
export async function trialAt(request: APIRequestContext, billId: number, offset?: number) {
  const token = await apiLogin(request, 'admin', offset);
  return call<Trial>(request, 'GET', `rePayManage/trial?billId=${billId}`, { token, offset });
}

/**
 * The customer pays through M-Pesa and the payment is applied to the bill (as RepaymentManagement's repay
 * dialog does, with the channel's receipt code), at the moment's time.
 */
export async function customerPays(request: APIRequestContext, billId: number, cents: number, repayType: 'partial' | 'settle', offset: number) {
  const { serverNow } = await trialAt(request, billId, offset);
  const token = await apiLogin(request, 'admin', offset);
  return call<{ billStatus: string; amountDueCents: number }>(request, 'POST', 'rePayManage/repay', {
    token, offset, key: true,
    body: { billId, repayType, amount: (cents / 100).toFixed(2), paymentChannel: 'mpesa', paymentCode: `MP${randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`, repaidAt: serverNow },
  });
}

/** What `collector` has collected on an EAT day so far (CollectionPersonnelMonitoring's figure), at the moment's time. */
export async function collectedBy(request: APIRequestContext, collector: string, day: string, offset: number) {
  const token = await apiLogin(request, 'admin', offset);
  const page = await call<{ records: { collectorName: string; collectedCents: number }[] }>(request, 'GET', `collectionMonitoring/list?day=${day}&current=1&size=100`, { token, offset });
  const row = page.records.find((r) => r.collectorName === collector);
  expect(row, `${collector} on the monitoring list`).toBeDefined();
  return row!.collectedCents;
}

interface Band { id: number; level: string; minDays: number; maxDays: number; merchantName: string | null }

/** A merchant's v1 overdue bands as they are now. */
export async function bandsOf(request: APIRequestContext, merchantName: string): Promise<Band[]> {
  const token = await apiLogin(request, 'admin');
  const page = await call<{ records: (Band & { kind: string })[] }>(request, 'GET', 'collectionPolicy/list?system=v1&current=1&size=100', { token });
  return page.records.filter((b) => b.merchantName === merchantName && b.kind === 'overdue');
}

/**
 * Puts bands back as `bandsOf` read them (the other browser tests expect the demo's bands). Bands may not
 * overlap, so each band is first shrunk to the days it keeps in both versions, then given its old days.
 */
export async function restoreBands(request: APIRequestContext, bands: Band[]) {
  const token = await apiLogin(request, 'admin');
  const now = new Map((await bandsOf(request, bands[0]?.merchantName ?? '')).map((b) => [b.id, b]));
  const update = (id: number, days: { minDays: number; maxDays: number }) => call(request, 'POST', 'collectionPolicy/update', { token, body: { id, ...days } });
  for (const band of bands) {
    const current = now.get(band.id);
    const kept = current && { minDays: Math.max(band.minDays, current.minDays), maxDays: Math.min(band.maxDays, current.maxDays) };
    if (kept && kept.minDays <= kept.maxDays) await update(band.id, kept);
  }
  for (const band of bands) await update(band.id, { minDays: band.minDays, maxDays: band.maxDays });
}
