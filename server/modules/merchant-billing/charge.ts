/**
 * Charging a merchant's prepaid account: one consumption row per reference key and consumption type, the
 * balance taken in the same transaction, refused when balance plus allowed overdraft does not cover it.
 * A merchant with no prepaid account is not billed. The intake calls `chargeIntake` for every application.
 */
import { randomBytes } from 'node:crypto';
import { formatKes } from '../../../common/money';
import type { ConsumptionBasis } from '../../../common/merchant/billing';
import { eatDay } from '../../../common/money/bill-math';
import { conflict } from '../../core/errors';
import type { Tx } from '../../db/client';
import * as accounts from './billing-account.repository';
import { postCharge } from './billing-ledger';
import * as repo from './consumption.repository';

export const newConsumptionNo = (at: Date) => `CSM${eatDay(at).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`;

export interface Charge {
  merchantId: number;
  type: repo.ConsumptionType;
  quantity: number;
  /** Unique per movement; the same key again charges nothing and answers the first row. */
  referenceKey: string;
  orderId?: number | null;
  actorUserId?: number | null;
  remark?: string | null;
  at: Date;
}

export interface ChargeResult {
  row: repo.ConsumptionRecord;
  duplicate: boolean;
}

/** Takes one charge; throws `insufficientBalance` (the transaction rolls back) when the account cannot cover it. */
export async function charge(tx: Tx, c: Charge): Promise<ChargeResult> {
  const amountCents = c.type.unitPriceCents * c.quantity;
  const claimed = await repo.claimConsumption(tx, {
    consumptionNo: newConsumptionNo(c.at), merchantId: c.merchantId, typeId: c.type.id, typeCode: c.type.code, typeName: c.type.name,
    basis: c.type.basis, quantity: c.quantity, unitPriceCents: c.type.unitPriceCents, amountCents, orderId: c.orderId ?? null,
    referenceKey: c.referenceKey, balanceAfterCents: 0, remark: c.remark ?? null, actorUserId: c.actorUserId ?? null, at: c.at,
  });
  if (!claimed) return { row: (await repo.findByReference(tx, c.referenceKey))!, duplicate: true };
  const balance = await accounts.debit(tx, c.merchantId, amountCents, c.at);
  if (balance === null) {
    const account = await accounts.findAccount(tx, c.merchantId);
    const merchant = await accounts.findMerchant(tx, c.merchantId);
    throw conflict('merchantBilling:errors.insufficientBalance', {
      merchant: merchant?.merchantName ?? String(c.merchantId), amount: formatKes(amountCents),
      available: formatKes(account ? account.balanceCents + account.overdraftCents : 0),
    });
  }
  await repo.setBalanceAfter(tx, claimed.id, balance);
  await postCharge(tx, claimed, c.at, c.actorUserId ?? null);
  return { row: { ...claimed, balanceAfterCents: balance }, duplicate: false };
}

/** Every enabled type of a basis, once each under `<reference>:<type code>`; nothing when the merchant is not billed. */
export async function chargeBasis(tx: Tx, basis: ConsumptionBasis, c: Omit<Charge, 'type' | 'quantity'> & { quantity?: number }): Promise<ChargeResult[]> {
  if (!(await accounts.findAccount(tx, c.merchantId))) return [];
  const results: ChargeResult[] = [];
  for (const type of await repo.enabledTypesOf(tx, basis)) {
    results.push(await charge(tx, { ...c, type, quantity: c.quantity ?? 1, referenceKey: `${c.referenceKey}:${type.code}` }));
  }
  return results;
}

/**
 * The intake's hook: every application reviewed by the machine costs the risk-query types; an application the
 * machine passes is acquired by the merchant (it enters the merchant's review queue) and costs the
 * acquired-order types. A merchant that cannot pay is refused: the application is not taken.
 */
export async function chargeIntake(tx: Tx, input: { merchantId: number; orderId: number; acquired: boolean; at: Date }): Promise<void> {
  const base = { merchantId: input.merchantId, orderId: input.orderId, at: input.at };
  await chargeBasis(tx, 'riskQuery', { ...base, referenceKey: `riskQuery:order:${input.orderId}` });
  if (input.acquired) await chargeBasis(tx, 'acquiredOrder', { ...base, referenceKey: `acquire:order:${input.orderId}` });
}
