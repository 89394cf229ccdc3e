import { InputNumber, type InputNumberProps } from 'antd';
import { CURRENCY } from '../../../common/constants';
import { formatCents, parseMoneyInput } from '../../../common/money';

/**
 * "1234567.5" → "1,234,567.50": an amount the server accepts, with thousands separators and two decimals. Any
 * other text ("20.555", "-50") stays as typed, so the person sees what moneyRule refuses.
 */
export const showAmount = (value: string | undefined) => {
  const cents = value === undefined || value === '' ? null : parseMoneyInput(value);
  return cents === null || cents < 0 ? (value ?? '') : formatCents(cents);
};

/** While typing: the separators move with the whole part; what was typed after it ("12,345." or ".5") stays. */
export const groupTyped = (input: string) => {
  const [, sign = '', whole = '', rest = ''] = /^(-?)([\d,]*)(.*)$/.exec(input) ?? [];
  return `${sign}${whole.replace(/,/g, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`;
};

/** The value the form holds: the amount as text without separators, e.g. "12345.00". */
export const readAmount = (text: string | undefined) => (text ?? '').replace(/,/g, '').trim();

// One function for every render: InputNumber re-formats its text whenever `formatter` changes, which would add
// ".00" while a person is still typing.
const formatAmount = (value: string | undefined, { userTyping, input }: { userTyping: boolean; input: string }) =>
  (userTyping ? groupTyped(input) : showAmount(value));

type Props = Omit<InputNumberProps<string>, 'prefix' | 'stringMode' | 'formatter' | 'parser' | 'precision' | 'inputMode' | 'min' | 'max' | 'step'>;

/**
 * An amount in KES, shown with thousands separators while typing and after it ("12,345.00"). The form holds
 * it as text without separators ("12345", "1000.5"), which the server and moneyRule read with one rule
 * (parseMoneyInput). No `precision` and no `min`: 20.555 is not rounded to 20.56 nor -50 raised to 0.00; the
 * box keeps them and moneyRule refuses them with the server's message.
 */
export function KesInput(props: Props) {
  return (
    <InputNumber<string> controls={false} {...props} stringMode prefix={CURRENCY} inputMode="decimal" autoComplete="off"
      formatter={formatAmount} parser={readAmount}
      style={{ width: '100%', fontVariantNumeric: 'tabular-nums', ...props.style }} />
  );
}
