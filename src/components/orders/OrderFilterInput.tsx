import { DatePicker, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictUrl, useOrderOptions } from './useOrderOptions';
import type { OrderFilterDef } from './order-filters';

interface Props {
  name: string;
  def: OrderFilterDef;
  /** Only these values of a select are offered (e.g. allocation's two statuses). */
  only?: readonly (string | number)[];
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The control of one order filter; antd's Form.Item passes value and onChange. */
export function OrderFilterInput({ name, def, only, ...rest }: Props) {
  const { t } = useTranslation();
  const url = def.kind === 'select' ? (def.dictKey ? dictUrl(def.dictKey) : def.lookup) : undefined;
  const { options, loading } = useOrderOptions(url);
  const testId = `order-filter-${name}`;
  switch (def.kind) {
    case 'select': {
      const offered = only ? options.filter((o) => only.map(String).includes(String(o.value))) : options;
      return <Select {...rest} data-testid={testId} options={offered} loading={loading} allowClear showSearch optionFilterProp="label"
        mode={def.multiple ? 'multiple' : undefined} maxTagCount="responsive" placeholder={t('order:filters.any')} />;
    }
    case 'boolean':
      return <Select {...rest} data-testid={testId} allowClear placeholder={t('order:filters.any')}
        options={[{ value: 'true', label: t('crud.yes') }, { value: 'false', label: t('crud.no') }]} />;
    case 'dayRange':
      return <DatePicker.RangePicker {...(rest as object)} data-testid={testId} style={{ width: '100%' }} allowEmpty={[true, true]}
        placeholder={[t('order:filters.from'), t('order:filters.to')]} />;
    default:
      return <Input {...(rest as object)} data-testid={testId} allowClear maxLength={64} />;
  }
}
