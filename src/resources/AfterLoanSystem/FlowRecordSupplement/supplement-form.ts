/** The supplement form's values (amounts as typed KES, time as an EAT pick) and the flow they describe. */
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { parseMoneyInput } from '../../../../common/money';
import { WRITE_OFF_AMOUNTS, statedTotal, type WriteOffAmount, type WriteOffAmounts, type WriteOffColumn, type WriteOffProblem } from '../../../../common/money/write-off';
import { pickToInstant } from '../../../components/time/eat-dayjs';

export type SupplementValues = Partial<Record<WriteOffAmount, string | null>> & {
  orderNo?: string;
  serialNo?: string;
  channel?: string;
  repaidAt?: Dayjs | null;
  isRecord?: boolean;
  accountId?: string;
};

const centsOf = (typed: string | null | undefined) => (!typed?.trim() ? null : parseMoneyInput(typed));

/** The values as the server reads them: cents, the UTC instant, trimmed text. */
export function entryOf(values: SupplementValues): Record<WriteOffColumn, unknown> {
  return {
    orderNo: values.orderNo?.trim() ?? '', serialNo: values.serialNo?.trim() ?? '', channel: values.channel ?? '',
    ...Object.fromEntries(WRITE_OFF_AMOUNTS.map((a) => [a, centsOf(values[a])])) as Record<WriteOffAmount, number | null>,
    repaidAt: pickToInstant(values.repaidAt) ?? '', isRecord: values.isRecord ?? false, accountId: values.accountId?.trim() || null,
  };
}

/** Components + overflow − coupon, once every amount reads as money. */
export function statedTotalOf(values: SupplementValues): number | null {
  const cents = WRITE_OFF_AMOUNTS.map((a) => centsOf(values[a]));
  if (cents.some((c) => c === null)) return null;
  return statedTotal(Object.fromEntries(WRITE_OFF_AMOUNTS.map((a, i) => [a, cents[i]])) as WriteOffAmounts);
}

/** A rule's message; a parameter naming a field (writeOff:fields.x) is shown as the field's label. */
export function problemText(t: TFunction, problem: WriteOffProblem): string {
  const params = Object.fromEntries(Object.entries(problem.params ?? {})
    .map(([k, v]) => [k, typeof v === 'string' && v.startsWith('writeOff:fields.') ? t(v) : v]));
  return t(problem.key, params);
}
