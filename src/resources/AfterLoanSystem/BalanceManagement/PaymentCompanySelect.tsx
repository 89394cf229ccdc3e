import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CHANNELS } from '../../../../common/money/statuses';
import { paymentCompanyLabel } from './payment-company';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** In the filter bar: clearable. */
  filter?: boolean;
}

/** One of the payment channels, or a bank's name typed in. */
export function PaymentCompanySelect({ id, value, onChange, filter = false }: Props) {
  const { t } = useTranslation('balance');
  const [search, setSearch] = useState('');
  const typed = [search.trim(), value ?? ''].filter((v) => v && !(PAYMENT_CHANNELS as readonly string[]).includes(v));
  const options = [...PAYMENT_CHANNELS, ...new Set(typed)].map((v) => ({ value: v, label: paymentCompanyLabel(t, v) }));
  return (
    <Select id={id} value={value} onChange={onChange} onSearch={setSearch} options={options} showSearch optionFilterProp="label"
      allowClear={filter} style={{ minWidth: 180 }} data-testid="field-paymentCompany" />
  );
}
