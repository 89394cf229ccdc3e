/**
 * Explained machine decisions (issue 36): the intake's machine step keeps what it used and why — the rule set and its
 * version, every rule with the fact it read, the score's parts, list hits (masked, by entry), the amount cap's limits —
 * the order detail answers it, and RuleSet → Test replays a stored order against a set without writing anything.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreTotal, type DecisionExplanation } from '../../common/risk/decision-explanation';
import type { MachineDecisionView } from '../../common/risk/machine-decision';
import { viewCode } from '../../common/routes';
import { merchants, orders, orderSteps, riskModels, riskRules, riskRuleSets, users } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { apply } from './order-fixtures';

let t: TestApp;
let admin: string;
let retailSetId: number;
const REPLAY = 'ruleSet/replay';
const INCOME_RULE = 'Monthly income below KES 8,000';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const [set] = await t.db.select().from(riskRuleSets).where(eq(riskRuleSets.name, 'Kenya retail policy v3'));
  retailSetId = set.id;
});
afterAll(async () => { await t?.close(); });

const stepOf = async (orderId: number) => {
  const [step] = await t.db.select().from(orderSteps).where(and(eq(orderSteps.orderId, orderId), inArray(orderSteps.action, ['machinePass', 'machineRefuse'])));
  return step;
};
const storedExplanation = async (orderId: number) => (await stepOf(orderId)).detail as { explanation: DecisionExplanation };
const machineDecision = async (orderId: number, token = admin): Promise<MachineDecisionView> =>
  (await t.call('GET', 'orderDetail/detail', { token, query: { orderId: String(orderId) } })).data.sections.machineDecision;
const replay = (orderNo: string, token = admin, ruleSetId = retailSetId, language = 'en') =>
  t.call('POST', REPLAY, { token, body: { ruleSetId, orderNo }, language });

/** What must hold of any explanation: the score is the sum of its parts, the cap the least of its limits. */
function expectConsistent(e: DecisionExplanation) {
  expect(e.score.total).toBe(scoreTotal(e.score.parts));
  expect(e.cap).not.toBeNull();
  expect(e.cap!.capCents).toBe(Math.min(...e.cap!.limits.map((l) => l.cents)));
  expect(e.cap!.limits.find((l) => l.source === e.cap!.bound)?.cents).toBe(e.cap!.capCents);
  expect(e.cap!.grantedCents).toBe(Math.min(e.cap!.requestedCents, e.cap!.capCents));
}

let refused: Awaited<ReturnType<typeof apply>>;
let approved: Awaited<ReturnType<typeof apply>>;

describe('the machine step keeps its explanation', () => {
  it('a refused application names the rule that refused, with the income it read', async () => {
    refused = await apply(t, { change: (a) => { a.customer.monthlyIncomeCents = 5_000_00; } });
    expect(refused.refuseCode).toBe('R302');
    const { explanation: e } = await storedExplanation(refused.orderId);
    expect(e).toMatchObject({ decision: 'refuse', refuseCode: 'R302', decidedBy: 'rule', ruleSet: { id: retailSetId, name: 'Kenya retail policy v3' } });
    expect(e.ruleSet!.version).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(e.rules).toHaveLength(15);
    const deciding = e.rules.find((r) => r.ruleId === e.decidingRuleId)!;
    expect(deciding).toMatchObject({ name: INCOME_RULE, variable: 'monthlyIncomeKes', value: 5000, operator: 'lt', threshold: '8000', hit: true, refuseCode: e.refuseCode });
    expect(e.rules.filter((r) => r.hit && r.action === 'refuse')[0].ruleId).toBe(deciding.ruleId);
    expectConsistent(e);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, refused.orderId));
    expect(order.riskScore).toBe(e.score.total);
  });

  it('an approved application: every rule evaluated, its level from the score, the cap from its limits', async () => {
    approved = await apply(t, { productCode: 'JP-14D' });
    expect(approved.refuseCode).toBeNull();
    const { explanation: e } = await storedExplanation(approved.orderId);
    expect(e).toMatchObject({ decision: 'pass', refuseCode: null, decidedBy: 'pass', decidingRuleId: null, lists: [] });
    expect(e.rules.filter((r) => r.hit && r.action === 'refuse')).toEqual([]);
    const [model] = await t.db.select().from(riskModels).where(eq(riskModels.enabled, true));
    expect(e.score.parts[0]).toMatchObject({ source: 'base', points: model.baseScore });
    expect(e.score.model).toMatchObject({ id: model.id, name: model.name });
    for (const part of e.score.parts.slice(1)) expect(e.rules.find((r) => r.ruleId === part.ruleId)).toMatchObject({ hit: true, action: 'score', scoreDelta: part.points });
    expect(e.score.level).toBe(approved.modelLevel);
    expectConsistent(e);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, approved.orderId));
    expect(order.loanAmountCents).toBe(e.cap!.grantedCents);
  });

  it('a black-listed phone: the hit by its entry and a masked key, never the plain phone', async () => {
    const black = await apply(t, { change: (a) => { a.customer.phone = '254700000666'; } });
    expect(black.refuseCode).toBe('R100');
    const stored = await stepOf(black.orderId);
    const { explanation: e } = stored.detail as { explanation: DecisionExplanation };
    expect(e).toMatchObject({ decidedBy: 'blacklist', rules: [], score: { total: 0, parts: [] } });
    expect(e.lists).toEqual([expect.objectContaining({ listType: 'black', subjectType: 'phone', source: 'riskList', entryId: expect.any(Number) })]);
    expect(e.lists[0].key).not.toContain('254700000666');
    expect(JSON.stringify(stored.detail)).not.toContain('254700000666');
  });
});

describe('the order detail answers it', () => {
  it('as stored, to a masked user too, and an older order without one shows what it has', async () => {
    const view = await machineDecision(refused.orderId);
    expect(view).toMatchObject({ decision: 'refuse', refuseCode: 'R302', explanation: (await storedExplanation(refused.orderId)).explanation });
    const supervisor = await t.login('supervisor');
    const masked = await t.call('GET', 'orderDetail/detail', { token: supervisor, query: { orderId: String(refused.orderId) } });
    expect(masked.code).toBe(200);
    expect(masked.data.sections.machineDecision.explanation.decidingRuleId).toBe(view.explanation!.decidingRuleId);
    expect(masked.data.order.phone).toContain('*');

    const old = await apply(t);
    const step = await stepOf(old.orderId);
    await t.db.update(orderSteps).set({ detail: { score: 640, modelLevel: 'B', ruleSetId: retailSetId } }).where(eq(orderSteps.id, step.id));
    expect(await machineDecision(old.orderId)).toMatchObject({ decision: 'pass', score: 640, modelLevel: 'B', amountCapCents: null, explanation: null });
    const replayed = await replay(old.orderNo);
    expect(replayed).toMatchObject({ code: 200, data: { stored: { explanation: null }, replay: { decision: 'pass' } } });
  });
});

describe('RuleSet → Test replays an order', () => {
  it('an unchanged set decides as stored; a changed threshold changes the replay, not the stored decision', async () => {
    for (const order of [refused, approved]) {
      const res = await replay(order.orderNo);
      expect(res.code).toBe(200);
      expect(res.data.same).toBe(true);
      expect(res.data.replay).toEqual((await storedExplanation(order.orderId)).explanation);
    }
    const [rule] = await t.db.select().from(riskRules).where(and(eq(riskRules.ruleSetId, retailSetId), eq(riskRules.name, INCOME_RULE)));
    const before = (await storedExplanation(refused.orderId)).explanation;
    expect((await t.call('POST', 'riskRule/update', { token: admin, body: { id: rule.id, threshold: '4000' } })).code).toBe(200);
    const res = await replay(refused.orderNo);
    expect(res.data).toMatchObject({ same: false, stored: { decision: 'refuse', refuseCode: 'R302' }, replay: { decision: 'pass', refuseCode: null } });
    expect(res.data.replay.rules.find((r: { ruleId: number }) => r.ruleId === rule.id)).toMatchObject({ value: 5000, threshold: '4000', hit: false });
    expect(res.data.replay.ruleSet.version).not.toBe(before.ruleSet!.version);
    expectConsistent(res.data.replay);
    expect((await storedExplanation(refused.orderId)).explanation).toEqual(before);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, refused.orderId));
    expect(order).toMatchObject({ refuseCode: 'R302' });
    expect((await t.call('POST', 'riskRule/update', { token: admin, body: { id: rule.id, threshold: '8000' } })).code).toBe(200);
    expect((await replay(refused.orderNo)).data.same).toBe(true);
  });

  it('only within the caller\'s merchants, with the Test screen\'s code; unknown orders and bad input answered in the envelope', async () => {
    const role = await createRole(t.db, { codes: [viewCode('RiskControlSystem/RuleSet')] });
    const analyst = await createUser(t.db, role.id);
    const [other] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1502'));
    await t.db.update(users).set({ merchantId: other.id }).where(eq(users.id, analyst.id));
    const token = await t.login(analyst.username);
    expect(await replay(refused.orderNo, token)).toMatchObject({ code: 404, msg: 'The order was not found.' });
    const none = await t.login((await createUser(t.db, (await createRole(t.db)).id)).username);
    expect((await replay(refused.orderNo, none)).code).toBe(403);

    expect(await replay('NO-SUCH-ORDER')).toMatchObject({ code: 404, msg: 'The order was not found.' });
    expect((await replay('NO-SUCH-ORDER', admin, retailSetId, 'zh')).msg).not.toBe('The order was not found.');
    expect(await replay(refused.orderNo, admin, 999_999)).toMatchObject({ code: 404, msg: 'The rule set does not exist.' });
    for (const body of [{ ruleSetId: retailSetId, orderNo: '' }, { ruleSetId: 'one', orderNo: refused.orderNo }, { orderNo: refused.orderNo }, { ruleSetId: retailSetId, orderNo: 'x'.repeat(41) }]) {
      const res = await t.call('POST', REPLAY, { token: admin, body });
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.msg).toMatch(/\w/);
    }
  });
});
