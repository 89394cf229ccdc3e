/**
 * The merchant's rules the intake applies before it keeps anything: the traffic switch and limit codes
 * (OrganizationMerchantManagement) and the loan amount limits (MerchantLoanAmountManagement). A refusal is
 * a 409 naming the reason, with `data.refuseReason`; the transaction rolls back, so nothing is kept.
 */
import { RESULT_CODES } from '../../../common/envelope';
import { formatKes } from '../../../common/money';
import { INTAKE_REFUSALS, type IntakeRefusal } from '../../../common/entities/merchant-config';
import { formatEatDate } from '../../../common/time';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { intakeSettingsOf, merchantCeiling } from '../merchant-settings/merchant-rules';
import { countRegistration, loanLimitOf, previousLoans, trafficRuleOf } from './merchant-config.repository';

const refuse = (reason: IntakeRefusal, params: Record<string, string | number>) =>
  new AppError(RESULT_CODES.conflict, `merchantConfig:refusals.${reason}`, params, { refuseReason: INTAKE_REFUSALS[reason] });

/** Limit code for applications: 0 new customers only, n ≥ 1 at least n loans before, -1 anyone. */
export function applyRefusal(applyLimit: number, loans: number): IntakeRefusal | null {
  if (applyLimit < 0) return null;
  if (applyLimit === 0) return loans === 0 ? null : 'newCustomersOnly';
  return loans >= applyLimit ? null : 'oldCustomersOnly';
}

export interface MerchantTerms {
  /** The merchant's highest amount for this customer type, when it sets one. */
  maxAmountCents: number | null;
}

interface Applicant {
  merchantId: number;
  merchantName: string;
  productId: number;
  phone: string;
  loanAmountCents: number;
  at: Date;
}

/** Refuses what the merchant's traffic rule and loan limits refuse; answers the limit pricing applies. */
export async function applyMerchantRules(tx: DbOrTx, a: Applicant): Promise<MerchantTerms> {
  const ceiling = await intakeSettingsOf(tx, a);
  const history = await previousLoans(tx, a.merchantId, a.phone);
  const rule = await trafficRuleOf(tx, a.merchantId);
  const merchant = a.merchantName;
  if (rule) {
    if (!rule.enabled) throw refuse('trafficOff', { merchant });
    const refusal = applyRefusal(rule.applyLimit, history.loans);
    if (refusal) throw refuse(refusal, { merchant, loans: rule.applyLimit });
    if (!history.known && rule.registerLimit === 0) throw refuse('registrationNotAllowed', { merchant });
    if (!history.known && rule.registerLimit > 0 && !(await countRegistration(tx, a.merchantId, formatEatDate(a.at), rule.registerLimit))) {
      throw refuse('registrationFull', { merchant, limit: rule.registerLimit });
    }
  }
  const limit = await loanLimitOf(tx, a.merchantId, history.loans > 0 ? 2 : 1);
  if (limit && a.loanAmountCents < limit.minAmountCents) {
    throw refuse('amountBelowLimit', { merchant, min: formatKes(limit.minAmountCents) });
  }
  const highest = [limit?.maxAmountCents, ceiling].filter((v): v is number => typeof v === 'number');
  return { maxAmountCents: highest.length ? Math.min(...highest) : null };
}

/**
 * The merchant's highest amount for a first (1) or repeat (2) customer, when it sets one, read without refusing or
 * counting anything: the merchant limit of a replayed order (RuleSet → Test).
 */
export async function merchantAmountLimit(db: DbOrTx, merchantId: number, loanType: number): Promise<number | null> {
  const limit = await loanLimitOf(db, merchantId, loanType);
  const ceiling = await merchantCeiling(db, merchantId);
  const highest = [limit?.maxAmountCents, ceiling].filter((v): v is number => typeof v === 'number');
  return highest.length ? Math.min(...highest) : null;
}
