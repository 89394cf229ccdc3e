/**
 * Ticket SLA warnings (issue 37): an open ticket past its due time warns its merchant's supervisors (holders of the
 * manager-only `…:Feedback:assign`) once — a rerun sends nothing — and never a supervisor of another merchant or an
 * agent without the code; a processed ticket never warns; a high ticket nobody took warns once at half its due time.
 * Time passes by moving the test clock. PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_DUE_HOURS, FEEDBACK_SCREEN } from '../../common/customer-service/feedback';
import { actionCode, viewCode } from '../../common/routes';
import { tieUserToMerchant } from '../../server/core/merchant-scope';
import { csFeedbacks, csTicketWarnings, customers, merchants, outboxMessages, users } from '../../server/db/schema';
import { TICKET_WARNING_KIND, warnTicketSla } from '../../server/modules/customer-service/ticket-warnings.job';
import { createRole, createUser } from './fixtures';
import { HOUR, MINUTE, startTestApp, type TestApp } from './harness';

let t: TestApp;
let supervisor: number;
let otherSupervisor: number;
let agent: number;
const tickets: Record<'overdue' | 'processed' | 'untaken', number> = { overdue: 0, processed: 0, untaken: 0 };

async function person(codes: string[], merchantId: number) {
  const user = await createUser(t.db, (await createRole(t.db, { codes })).id);
  await t.db.update(users).set({ merchantId, realName: `SLA person ${user.id}` }).where(eq(users.id, user.id));
  await tieUserToMerchant(t.db, user.id, merchantId);
  return user.id;
}

const warningsTo = (userId: number) => t.db.select().from(outboxMessages)
  .where(and(eq(outboxMessages.recipientUserId, userId), eq(outboxMessages.kind, TICKET_WARNING_KIND)));

beforeAll(async () => {
  t = await startTestApp();
  const [{ id: m1503 }] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1503'));
  const [{ id: m1501 }] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1501'));
  const view = viewCode(FEEDBACK_SCREEN);
  supervisor = await person([view, actionCode(FEEDBACK_SCREEN, 'assign')], m1503);
  otherSupervisor = await person([view, actionCode(FEEDBACK_SCREEN, 'assign')], m1501);
  agent = await person([view, actionCode(FEEDBACK_SCREEN, 'add')], m1503);
  // The demo queue's open tickets closed, so what warns is only this test's tickets.
  await t.db.update(csFeedbacks).set({ status: 'processed', processedAt: t.clock.now() }).where(inArray(csFeedbacks.status, ['unprocessed', 'processing']));
  const [customer] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.merchantId, m1503)).limit(1);
  const now = t.clock.now();
  const ticket = async (no: string, priority: 'urgent' | 'high' | 'normal', status: 'unprocessed' | 'processing' | 'processed', handlerUserId: number | null) => {
    const [row] = await t.db.insert(csFeedbacks).values({
      feedbackNo: no, customerId: customer.id, merchantId: m1503, category: 'complaint', content: `Ticket ${no}`, status, handlerUserId, priority,
      processedAt: status === 'processed' ? now : null, createdAt: now, updatedAt: now, dueAt: new Date(now.getTime() + FEEDBACK_DUE_HOURS[priority] * HOUR),
    }).returning({ id: csFeedbacks.id });
    return row.id;
  };
  tickets.overdue = await ticket('FBSLA0001', 'normal', 'processing', agent);
  tickets.processed = await ticket('FBSLA0002', 'urgent', 'processed', agent);
  tickets.untaken = await ticket('FBSLA0003', 'high', 'unprocessed', null);
}, 240_000);
afterAll(async () => { await t?.close(); });

describe('ticket SLA warnings', () => {
  it('warns nobody before anything is due', async () => {
    t.clock.advance(HOUR);
    await warnTicketSla(t.deps);
    expect(await warningsTo(supervisor)).toHaveLength(0);
  });

  it('warns the supervisor once when a high ticket is still not taken at half its due time; the processed urgent one never', async () => {
    t.clock.advance(3 * HOUR + MINUTE); // 4 h 1 min: high's half; the urgent one is 2 h past due but processed
    await warnTicketSla(t.deps);
    const [message] = await warningsTo(supervisor);
    expect(message.body).toContain('FBSLA0003');
    expect(message.body).toContain(`#${tickets.untaken}`);
    expect(message.body).toContain('unassigned');
    expect(message.body).toContain('未分配');
    expect(message.body).not.toContain('FBSLA0002');
    expect(message.body).not.toContain('FBSLA0001');
    await warnTicketSla(t.deps);
    expect(await warningsTo(supervisor)).toHaveLength(1);
  });

  it('warns the overdue ticket\'s merchant supervisor once, naming the ticket, its priority, how late and its handler', async () => {
    t.clock.advance(21 * HOUR); // 25 h 1 min: the normal one 1 h 1 min past due, the high one 17 h past due
    await Promise.all([warnTicketSla(t.deps), warnTicketSla(t.deps)]); // a second server at the same time
    const messages = await warningsTo(supervisor);
    expect(messages).toHaveLength(2);
    const latest = messages.find((m) => m.body.includes('FBSLA0001'))!;
    expect(latest.subject).toContain('2');
    expect(latest.body).toContain(`FBSLA0001 (#${tickets.overdue}) · Normal (24 h) · overdue by 1 h 1 min · SLA person ${agent}`);
    expect(latest.body).toContain('已超时 1 小时 1 分钟');
    expect(latest.body).toContain('FBSLA0003'); // the high one, now overdue too, unassigned
    expect(latest.body).not.toContain('FBSLA0002');
    await warnTicketSla(t.deps);
    t.clock.advance(2 * HOUR);
    await warnTicketSla(t.deps);
    expect(await warningsTo(supervisor)).toHaveLength(2);
  });

  it('never warns a supervisor of another merchant or an agent without the assign code', async () => {
    expect(await warningsTo(otherSupervisor)).toHaveLength(0);
    expect(await warningsTo(agent)).toHaveLength(0);
    const rows = await t.db.select().from(csTicketWarnings).where(inArray(csTicketWarnings.feedbackId, Object.values(tickets)));
    expect(rows.map((r) => `${r.feedbackId}:${r.kind}`).sort()).toEqual([`${tickets.overdue}:overdue`, `${tickets.untaken}:overdue`, `${tickets.untaken}:untaken`].sort());
    expect(rows.every((r) => r.recipientUserIds.includes(supervisor) && !r.recipientUserIds.includes(otherSupervisor) && !r.recipientUserIds.includes(agent))).toBe(true);
  });
});
