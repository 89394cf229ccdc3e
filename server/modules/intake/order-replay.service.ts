/**
 * Replays an order against a rule set (RuleSet → Test): the intake's facts rebuilt from the order's stored application
 * data (applicationFacts, as at its application time, with the customer's earlier orders), run through machine review
 * with the chosen set and today's lists, model, pricing and merchant limit, the raises running when it was applied.
 * Reads only: nothing is written, so nothing is audited. Orders and sets outside the caller's merchants do not exist.
 */
import { machineDecisionOf } from '../../../common/risk/machine-decision';
import { sameDecision, type ReplayAnswer } from '../../../common/risk/order-replay';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { merchantScopeOf } from '../../core/merchant-scope';
import { activeRaises } from '../coupon/credit-raise';
import { merchantAmountLimit } from '../merchant-config/intake-rules';
import { explainedDecision } from '../risk/explained-decision';
import { machineReview } from '../risk/machine-review';
import { applicationFacts, type FactSource } from './application-facts';
import { customerHistory, findPricing } from './intake.repository';
import * as repo from './order-replay.repository';

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? value as Json : {});
const present = (value: unknown): Json | null => (value && typeof value === 'object' && !Array.isArray(value) ? value as Json : null);

type Order = NonNullable<Awaited<ReturnType<typeof repo.findOrderByNo>>>;

/** The application as the intake read it, from what the order kept. */
async function factSource(deps: Deps, order: Order): Promise<{ source: FactSource; deviceId: string | null }> {
  const data = await repo.findApplicationData(deps.db, order.id);
  const contacts = await repo.contactCounts(deps.db, order.id);
  const customer = await repo.findCustomerFacts(deps.db, order.customerId);
  const device = object(data?.device);
  const requested = object(data?.incoming).requestedCents;
  const source: FactSource = {
    customer: { birthDate: customer?.birthDate ?? '1900-01-01', monthlyIncomeCents: customer?.monthlyIncomeCents ?? 0, county: customer?.county ?? undefined },
    loanAmountCents: typeof requested === 'number' ? requested : order.loanAmountCents,
    location: present(data?.location) as FactSource['location'],
    appList: Array.isArray(data?.appList) ? data.appList as FactSource['appList'] : [],
    contacts: Array.from({ length: contacts.emergency }), closeContacts: Array.from({ length: contacts.close }),
    device: { rooted: device.rooted === true, emulator: device.emulator === true },
    face: present(data?.face) as FactSource['face'], bvn: present(data?.bvn) as FactSource['bvn'], operator: present(data?.operator) as FactSource['operator'],
  };
  return { source, deviceId: typeof device.deviceId === 'string' ? device.deviceId : null };
}

export async function replayOrder(deps: Deps, userId: number, ruleSetId: number, orderNo: string): Promise<ReplayAnswer> {
  const { db } = deps;
  const scope = await merchantScopeOf(db, userId);
  const visible = (merchantId: number | null) => scope === null || merchantId === null || scope.includes(merchantId);
  const order = await repo.findOrderByNo(db, orderNo);
  if (!order || !visible(order.merchantId)) throw notFound('order:errors.notFound');
  const set = await repo.findRuleSetOwner(db, ruleSetId);
  if (!set || !visible(set.merchantId)) throw notFound('ruleSet:errors.unknownRuleSet');
  const at = order.applyAt;
  const { source, deviceId } = await factSource(deps, order);
  const history = await customerHistory(db, order.customerId, new Date(at.getTime() - 30 * 86_400_000), { orderId: order.id, at });
  const decision = await machineReview(db, order.merchantId, applicationFacts(source, history, at),
    { phone: order.phone, idNumber: order.idNumber, device: deviceId }, deps.now(), { ruleSetId });
  const product = await repo.findProductById(db, order.productId);
  const pricing = decision.modelLevel ? await findPricing(db, order.productId, decision.modelLevel) : null;
  const replay = explainedDecision(decision, {
    requestedCents: source.loanAmountCents, productMaxCents: product?.maxAmountCents ?? source.loanAmountCents, level: decision.modelLevel,
    levelCents: pricing?.maxAmountCents ?? null, raises: await activeRaises(db, order.customerId, at),
    merchantCents: await merchantAmountLimit(db, order.merchantId, order.loanType),
  });
  const step = await repo.findMachineStep(db, order.id);
  const stored = step ? machineDecisionOf([step], order) : null;
  return { orderId: order.id, orderNo: order.orderNo, stored, replay, same: sameDecision(stored, replay) };
}
