import { DatePicker, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../providers/http';
import type { MoneyFilterDef } from './money-filters';

interface Props {
  def: MoneyFilterDef;
  testId: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function useLookup(url: string | undefined) {
  const [options, setOptions] = useState<{ label: string; value: string | number }[]>([]);
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    api.get<{ label: string; value: string | number }[]>(url, { silent: true }).then((rows) => { if (current) setOptions(rows); }, () => undefined);
    return () => { current = false; };
  }, [url]);
  return options;
}

/** The control of one money-list filter; antd's Form.Item passes value and onChange. */
export function MoneyFilterInput({ def, testId, ...rest }: Props) {
  const { t } = useTranslation();
  const looked = useLookup(def.kind === 'lookup' ? def.url : undefined);
  const any = t('repay:filters.any');
  switch (def.kind) {
    case 'choice':
      return <Select {...rest} data-testid={testId} allowClear placeholder={any} options={def.values.map((v) => ({ value: v, label: t(`${def.labels}.${v}`) }))} />;
    case 'lookup':
      return <Select {...rest} data-testid={testId} allowClear showSearch optionFilterProp="label" placeholder={any} options={looked} />;
    case 'flag':
      return <Select {...rest} data-testid={testId} allowClear placeholder={any} options={[{ value: 'true', label: t('crud.yes') }, { value: 'false', label: t('crud.no') }]} />;
    case 'dayRange':
      return <DatePicker.RangePicker {...(rest as object)} data-testid={testId} style={{ width: '100%' }} allowEmpty={[true, true]} placeholder={[t('repay:filters.from'), t('repay:filters.to')]} />;
    case 'timeRange':
      return <DatePicker.RangePicker {...(rest as object)} data-testid={testId} style={{ width: '100%' }} allowEmpty={[true, true]} showTime format="YYYY-MM-DD HH:mm:ss" placeholder={[t('repay:filters.from'), t('repay:filters.to')]} />;
    default:
      return <Input {...(rest as object)} data-testid={testId} allowClear maxLength={64} />;
  }
}
