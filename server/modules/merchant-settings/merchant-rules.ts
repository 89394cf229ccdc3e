/**
 * What the merchant settings change in the product:
 * - the intake: a disabled merchant takes no application, a product its apps do not offer is refused, and
 *   its single-loan ceiling caps pricing (`intakeSettingsOf`, called by the intake's merchant rules);
 * - wallet withdrawals: the smallest amount, how many a day per order, only once settled (`assertWithdrawalAllowed`);
 * - the due date set at disbursement (`maturityRuleOf`, read by openLoan).
 */
import { RESULT_CODES } from '../../../common/envelope';
import { formatKes } from '../../../common/money';
import { applyMaturityRule, type MaturityRule } from '../../../common/entities/merchant-settings';
import { EAT_OFFSET_HOURS } from '../../../common/constants';
import { formatEatDate } from '../../../common/time';
import { AppError, conflict, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { maturityRuleFor, merchantEnabled, settingsOf, unsettledBills, withdrawalsSince } from './merchant-settings.repository';

/** Why the intake refuses under the merchant's settings: `data.refuseReason` of the 409. */
export const SETTINGS_REFUSALS = { merchantDisabled: 'T106', productNotOffered: 'T107' } as const;

const refuse = (reason: keyof typeof SETTINGS_REFUSALS, params: Record<string, string>) =>
  new AppError(RESULT_CODES.conflict, `merchantSettings:refusals.${reason}`, params, { refuseReason: SETTINGS_REFUSALS[reason] });

/** The merchant's single-loan ceiling (null: none), read only. */
export async function merchantCeiling(db: DbOrTx, merchantId: number): Promise<number | null> {
  return (await settingsOf(db, [merchantId])).get(merchantId)?.maxLoanAmountCents ?? null;
}

/** Refuses a disabled merchant or a product not offered; answers the merchant's single-loan ceiling (null: none). */
export async function intakeSettingsOf(tx: DbOrTx, a: { merchantId: number; merchantName: string; productId: number }): Promise<number | null> {
  if (!(await merchantEnabled(tx, a.merchantId))) throw refuse('merchantDisabled', { merchant: a.merchantName });
  const settings = (await settingsOf(tx, [a.merchantId])).get(a.merchantId);
  if (!settings) return null;
  if (settings.offeredProductIds.length && !settings.offeredProductIds.includes(a.productId)) throw refuse('productNotOffered', { merchant: a.merchantName });
  return settings.maxLoanAmountCents;
}

/** The start of the EAT day of `at`, as an instant. */
function eatDayStart(at: Date): Date {
  return new Date(Date.parse(`${formatEatDate(at)}T00:00:00Z`) - EAT_OFFSET_HOURS * 3_600_000);
}

/** Refuses a withdrawal the merchant's conditions do not allow (called inside the withdrawal's transaction, the order locked). */
export async function assertWithdrawalAllowed(tx: DbOrTx, order: { id: number; merchantId: number; orderNo: string }, amountCents: number, at: Date) {
  const settings = (await settingsOf(tx, [order.merchantId])).get(order.merchantId);
  if (!settings) return;
  if (amountCents < settings.withdrawalMinCents) {
    throw validationError('merchantSettings:errors.withdrawalBelowMin', { min: formatKes(settings.withdrawalMinCents) });
  }
  if (settings.withdrawalSettledOnly && (await unsettledBills(tx, order.id)) > 0) {
    throw conflict('merchantSettings:errors.withdrawalNotSettled', { orderNo: order.orderNo });
  }
  if (settings.withdrawalDailyLimit >= 0 && (await withdrawalsSince(tx, order.id, eatDayStart(at))) >= settings.withdrawalDailyLimit) {
    throw conflict('merchantSettings:errors.withdrawalDailyLimit', { limit: String(settings.withdrawalDailyLimit) });
  }
}

/** The merchant's maturity rule for a loan's product, as a function of (due day, lending day); identity without one. */
export async function maturityRuleOf(tx: DbOrTx, loan: { merchantId: number; productId: number }): Promise<(dueDay: string, lendingDay: string) => string> {
  const rule = await maturityRuleFor(tx, loan.merchantId, loan.productId);
  return rule ? (dueDay, lendingDay) => applyMaturityRule(dueDay, lendingDay, rule as MaturityRule) : (dueDay) => dueDay;
}
