/**
 * Demo order book for `npm start`: applications over the last weeks, submitted through the intake (so the
 * machine review decides them), then allocated, called, approved or rejected by the demo auditors with
 * back-dated steps, leaving a realistic queue in every state.
 */
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import type { Deps } from '../../core/deps';
import { submitApplication } from '../../modules/intake/intake.service';
import { lockOrder, transitionOrder } from '../../modules/order/order-transition';
import { auditPersonnel, auditQuestions, orderFollowRecords, orderReviews, orders, organizations, products, users } from '../schema';
import { fakeApplication, rng, type Rng } from './applications';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MANUAL_REFUSALS = ['M101', 'M102', 'M103', 'M104', 'M105'];
const ACTION_CODES = ['A01', 'A02', 'A03', 'A04', 'A06'];

export async function seedDemoOrders(deps: Deps, count: number, days = 30): Promise<void> {
  const r = rng(2026);
  const now = deps.now().getTime();
  const productRows = await deps.db.select({ code: products.productCode, merchantId: products.merchantId, minAmountCents: products.minAmountCents, maxAmountCents: products.maxAmountCents, loanTypes: products.loanTypes })
    .from(products).where(eq(products.enabled, true));
  const orgs = await deps.db.select({ orgNo: organizations.orgNo, merchantId: organizations.merchantId }).from(organizations);
  const auditors = await deps.db.select({ id: users.id, name: users.realName }).from(auditPersonnel).innerJoin(users, eq(users.id, auditPersonnel.userId));
  const questions = await deps.db.select().from(auditQuestions).where(eq(auditQuestions.enabled, true));
  const firstLoanProducts = productRows.filter((p) => p.loanTypes !== 'repeat');

  for (let i = 0; i < count; i += 1) {
    const at = new Date(now - days * DAY + Math.floor(((i + r.next()) / count) * days * DAY));
    const product = r.pick(firstLoanProducts);
    const org = r.pick(orgs.filter((o) => o.merchantId === product.merchantId));
    const app = fakeApplication(r, { customer: 1_000 + i, productCode: product.code, minKes: product.minAmountCents / 100, maxKes: product.maxAmountCents / 100, externalRef: `DEMO-${i}`, orgNo: org?.orgNo }, at);
    const result = await submitApplication(deps, product.merchantId, app, at);
    if (result.status !== ORDER_STATUS.toBeAllocated || !auditors.length) continue;
    await walkReview(deps, r, result.orderId, at, now, auditors, questions);
  }
}

async function walkReview(deps: Deps, r: Rng, orderId: number, appliedAt: Date, now: number, auditors: { id: number; name: string }[], questions: typeof auditQuestions.$inferSelect[]) {
  const age = now - appliedAt.getTime();
  if (age < 3 * HOUR || r.chance(0.08)) return; // still to be allocated
  const auditor = r.pick(auditors);
  const actor = { userId: auditor.id, name: auditor.name, ip: '10.20.0.15' };
  const allocatedAt = new Date(appliedAt.getTime() + r.int(10, 120) * 60_000);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return;
    const supervisor = { userId: null, name: 'auto-allocation', ip: '127.0.0.1' };
    const allocated = await transitionOrder(tx, order, { action: 'allocate', actor: supervisor, changes: { auditorId: auditor.id, allocatedAt }, at: allocatedAt });
    const calledAt = new Date(allocatedAt.getTime() + r.int(5, 180) * 60_000);
    const actionCode = r.pick(ACTION_CODES);
    const decided = age > 2 * DAY && !r.chance(0.1);
    const nextCallAt = decided ? null : new Date(now + r.int(-6, 30) * HOUR);
    await tx.insert(orderFollowRecords).values({ orderId, userId: auditor.id, contactKind: 'self', actionCode, remark: actionCode === 'A01' ? 'Customer confirmed details and loan purpose.' : 'Will try again.', nextCallAt, createdAt: calledAt });
    await tx.update(orders).set({ callCount: 1, lastActionCode: actionCode, nextCallAt }).where(eq(orders.id, orderId));
    if (!decided) return;
    const approve = r.chance(0.72);
    const refuseCode = approve ? null : r.pick(MANUAL_REFUSALS);
    const auditAt = new Date(calledAt.getTime() + r.int(5, 90) * 60_000);
    await transitionOrder(tx, allocated, { action: approve ? 'approve' : 'reject', actor, refuseCode, reason: approve ? null : 'See manual-review record.', changes: { auditAt, refuseCode }, at: auditAt });
    await tx.insert(orderReviews).values({
      orderId, auditorId: auditor.id, decision: approve ? 'approve' : 'reject', refuseCode, remark: approve ? 'Verified by phone.' : 'Could not verify the application.',
      answers: questions.map((q) => ({ questionId: q.id, question: q.question, answer: approve ? q.options[0] : r.pick(q.options) })), createdAt: auditAt,
    });
  });
}
