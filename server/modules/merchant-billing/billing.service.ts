/** The billing lists, their totals, the balances, and a charge recorded by hand (e.g. an SMS bundle). */
import type {
  ChargeInput, ConsumptionFilter, ConsumptionRow, MerchantBalance, RechargeFilter, RechargeRow, RechargeStatus, ConsumptionBasis,
} from '../../../common/merchant/billing';
import { actorOf, type Caller, type SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { trafficScopeOf } from '../merchant-settings/traffic-scope';
import { merchantOptions } from '../order-options/order-options.repository';
import * as accounts from './billing-account.repository';
import { charge } from './charge';
import * as consumptionRepo from './consumption.repository';
import { merchantInScope } from './recharge.service';
import * as rechargeRepo from './recharge.repository';

type Paged<F> = F & { current: number; size: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function merchants(db: DbOrTx, userId: number) {
  return merchantOptions(db, await trafficScopeOf(db, userId));
}

export async function balances(db: DbOrTx, userId: number, merchantId?: number): Promise<MerchantBalance[]> {
  const rows = await accounts.balances(db, await trafficScopeOf(db, userId), merchantId);
  return rows.map((r) => {
    const balanceCents = Number(r.balanceCents ?? 0);
    const overdraftCents = Number(r.overdraftCents ?? 0);
    return {
      merchantId: r.merchantId, merchantName: r.merchantName, billed: Boolean(r.billed), balanceCents, overdraftCents,
      availableCents: balanceCents + overdraftCents, pendingCents: Number(r.pendingCents ?? 0),
    };
  });
}

export function presentRecharge(r: Awaited<ReturnType<typeof rechargeRepo.rechargeRows>>[number], session: SessionUser): RechargeRow {
  const { recordedBy, ...rest } = r;
  return { ...rest, status: r.status as RechargeStatus, recordedAt: r.recordedAt.toISOString(), reviewedAt: iso(r.reviewedAt), own: recordedBy === session.userId };
}

export function presentConsumption(r: Awaited<ReturnType<typeof consumptionRepo.consumptionRows>>[number]): ConsumptionRow {
  return { ...r, basis: r.basis as ConsumptionBasis, at: r.at.toISOString() };
}

export async function listRecharges(deps: Deps, session: SessionUser, query: Paged<RechargeFilter>) {
  const { current, size, ...filter } = query;
  const scope = await trafficScopeOf(deps.db, session.userId);
  const [rows, totals] = await Promise.all([
    rechargeRepo.rechargeRows(deps.db, scope, filter, size, (current - 1) * size), rechargeRepo.rechargeTotals(deps.db, scope, filter),
  ]);
  return { records: rows.map((r) => presentRecharge(r, session)), total: totals.count, current, size };
}

export async function rechargeTotals(deps: Deps, session: SessionUser, filter: RechargeFilter) {
  return rechargeRepo.rechargeTotals(deps.db, await trafficScopeOf(deps.db, session.userId), filter);
}

export async function listConsumptions(deps: Deps, session: SessionUser, query: Paged<ConsumptionFilter>) {
  const { current, size, ...filter } = query;
  const scope = await trafficScopeOf(deps.db, session.userId);
  const [rows, totals] = await Promise.all([
    consumptionRepo.consumptionRows(deps.db, scope, filter, size, (current - 1) * size), consumptionRepo.consumptionTotals(deps.db, scope, filter),
  ]);
  return { records: rows.map(presentConsumption), total: totals.count, current, size };
}

export async function consumptionTotals(deps: Deps, session: SessionUser, filter: ConsumptionFilter) {
  return consumptionRepo.consumptionTotals(deps.db, await trafficScopeOf(deps.db, session.userId), filter);
}

/** A charge by hand of an enabled type; the reference makes it once. The merchant must be on prepaid billing. */
export async function chargeByHand(tx: Tx, caller: Caller, input: ChargeInput, at: Date) {
  await merchantInScope(tx, caller.session.userId, input.merchantId);
  const type = await consumptionRepo.findType(tx, input.typeId);
  if (!type) throw notFound('merchantBilling:errors.typeNotFound');
  if (!type.enabled) throw conflict('merchantBilling:errors.typeDisabled', { type: type.name });
  if (!(await accounts.findAccount(tx, input.merchantId))) throw conflict('merchantBilling:errors.notBilled');
  const referenceKey = `manual:${input.reference}`;
  const existing = await consumptionRepo.findByReference(tx, referenceKey);
  if (existing && (existing.merchantId !== input.merchantId || existing.typeId !== type.id || existing.quantity !== input.quantity)) {
    throw conflict('merchantBilling:errors.referenceUsed', { record: existing.consumptionNo });
  }
  const result = await charge(tx, { merchantId: input.merchantId, type, quantity: input.quantity, referenceKey, actorUserId: caller.session.userId, remark: input.remark, at });
  if (!result.duplicate) {
    await recordAudit(tx, actorOf(caller), { action: 'merchantBilling.charge', entity: 'merchantConsumption', entityId: result.row.id, after: result.row });
  }
  return { ...result.row, duplicate: result.duplicate };
}
