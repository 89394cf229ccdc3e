import { InputNumber } from 'antd';
import { CURRENCY } from '../../../../common/constants';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

const grouped = (text: string) => {
  if (text === '') return '';
  const [whole, fraction] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
};

/** A KES amount with thousands separators and at most two decimals, sent as text; the server stores cents. */
export function MoneyField({ id, value, onChange }: Props) {
  return (
    <InputNumber<string> id={id} value={value ?? undefined} onChange={onChange} stringMode precision={2} min="0" addonBefore={CURRENCY}
      style={{ width: '100%' }} data-testid="field-balance"
      formatter={(v, { userTyping, input }) => (userTyping ? input : grouped(String(v ?? '')))} parser={(v) => (v ?? '').replace(/,/g, '')} />
  );
}
