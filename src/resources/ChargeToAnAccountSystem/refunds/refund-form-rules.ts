/** The apply form's rules: the same checks and messages as the server (common/money/refund.ts). */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { formatKes, parseMoneyInput } from '../../../../common/money';
import { refundAmountProblem, type Problem, type RefundableInfo } from '../../../../common/money/refund';
import { PHONE_PATTERN } from '../../../../common/validators';

/** Message keys without a namespace live in errors.json, as on the server. */
export const messageOf = (t: TFunction, problem: Problem) => t(problem.key.includes(':') ? problem.key : `errors:${problem.key}`, problem.params ?? {});

export const requiredRule = (t: TFunction): Rule => ({ required: true, whitespace: true, message: t('errors:validation.required') });

export function amountRules(t: TFunction, info: RefundableInfo | null): Rule[] {
  return [requiredRule(t), {
    validator: async (_, value: string | null | undefined) => {
      if (!value) return;
      const cents = parseMoneyInput(value);
      if (cents === null || cents < 0) throw new Error(t(cents === null ? 'errors:validation.money' : 'errors:validation.moneyNegative'));
      const problem = refundAmountProblem(cents);
      if (problem) throw new Error(messageOf(t, problem));
      if (info && cents > info.refundableCents) throw new Error(t('refund:errors.exceedsRefundable', { refundable: formatKes(info.refundableCents) }));
    },
  }];
}

export const phoneRule = (t: TFunction): Rule => ({ pattern: PHONE_PATTERN, message: t('errors:validation.phone') });
