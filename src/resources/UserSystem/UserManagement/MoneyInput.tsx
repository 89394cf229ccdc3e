import { InputNumber } from 'antd';
import { CURRENCY } from '../../../../common/constants';

interface Props {
  id?: string;
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
}

/** "1234567.5" → "1,234,567.50" */
const display = (text: string) => {
  if (text === '') return '';
  const [whole, fraction = ''] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

/** A KES amount with thousands separators and at most two decimals; the server stores cents. */
export function MoneyInput({ id, value, onChange }: Props) {
  return (
    <InputNumber<string> id={id} value={value === null || value === undefined ? undefined : String(value)} onChange={onChange}
      stringMode precision={2} min="0" addonBefore={CURRENCY} style={{ width: '100%' }} data-testid="field-basicSalary"
      formatter={(v, { userTyping, input }) => (userTyping ? input : display(String(v ?? '')))} parser={(v) => (v ?? '').replace(/,/g, '')} />
  );
}
