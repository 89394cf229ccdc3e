import { InputNumber, type InputNumberProps } from 'antd';
import { CURRENCY } from '../../../common/constants';
import { formatCents, parseMoneyInput } from '../../../common/money';

/** "1234567.5" → "1,234,567.50": the amount with thousands separators and two decimals. */
export const showAmount = (value: string | undefined) => {
  const cents = value === undefined || value === '' ? null : parseMoneyInput(value);
  return cents === null ? (value ?? '') : formatCents(cents);
};

/** While typing: the separators move with the whole part; what was typed after it ("12,345." or ".5") stays. */
export const groupTyped = (input: string) => {
  const [, sign = '', whole = '', rest = ''] = /^(-?)([\d,]*)(.*)$/.exec(input) ?? [];
  return `${sign}${whole.replace(/,/g, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`;
};

/** The value the form holds: the amount as text without separators, e.g. "12345.00". */
export const readAmount = (text: string | undefined) => (text ?? '').replace(/,/g, '').trim();

// One function for every render: InputNumber re-formats its text with the precision whenever `formatter` changes,
// which would add ".00" while a person is still typing.
const formatAmount = (value: string | undefined, { userTyping, input }: { userTyping: boolean; input: string }) =>
  (userTyping ? groupTyped(input) : showAmount(value));

type Props = Omit<InputNumberProps<string>, 'prefix' | 'stringMode' | 'formatter' | 'parser' | 'precision' | 'inputMode'>;

/**
 * An amount in KES, shown with thousands separators while typing and after it ("12,345.00"). The form holds
 * it as text without separators and with at most two decimals ("12345", "1000.5"), which the server and the
 * form read with one rule (parseMoneyInput); antd's Form.Item passes value and onChange.
 */
export function KesInput(props: Props) {
  return (
    <InputNumber<string> min="0" controls={false} {...props} stringMode precision={2} prefix={CURRENCY} inputMode="decimal" autoComplete="off"
      formatter={formatAmount} parser={readAmount}
      style={{ width: '100%', fontVariantNumeric: 'tabular-nums', ...props.style }} />
  );
}
