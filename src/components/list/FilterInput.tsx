import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIME_FORMAT, type FilterDef } from '../../../common/lists/filters';
import { EatRangePicker } from '../time/EatDatePicker';
import { dictUrl, useLookupOptions, type LookupOption } from './useLookupOptions';

interface Props {
  def: FilterDef;
  /** Accessible name of the control (the filter's label). */
  label: string;
  /** Only these values of a choice are offered (e.g. allocation's two statuses). */
  only?: readonly (string | number)[];
  testId: string;
  /** Shown in an empty text or choice input (a compact bar shows the label here instead of beside it). */
  placeholder?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** A value read back from the address bar is text; select the option whose value reads the same. */
const matchOption = (options: LookupOption[], value: unknown) => {
  const one = (v: unknown) => options.find((o) => String(o.value) === String(v))?.value ?? v;
  return Array.isArray(value) ? value.map(one) : value === undefined || value === null ? value : one(value);
};

/** The control of one filter; antd's Form.Item passes value and onChange. */
export function FilterInput({ def, label, only, testId, placeholder, value, onChange }: Props) {
  const { t } = useTranslation();
  const url = def.kind === 'dict' ? dictUrl(def.dictKey) : def.kind === 'lookup' ? def.url : undefined;
  const looked = useLookupOptions(url);
  const any = placeholder ?? t('common:filters.any');
  const aria = { 'aria-label': label, 'data-testid': testId };
  const select = (options: LookupOption[], multiple = false) => {
    const offered = only ? options.filter((o) => only.map(String).includes(String(o.value))) : options;
    return <Select {...aria} value={matchOption(offered, value)} onChange={onChange} options={offered} loading={looked.loading}
      allowClear showSearch optionFilterProp="label" mode={multiple ? 'multiple' : undefined} maxTagCount="responsive" placeholder={any} />;
  };
  switch (def.kind) {
    case 'choice':
      return select(def.values.map((v) => ({ value: v, label: t(`${def.labels}.${v}`) })), def.multiple);
    case 'dict':
    case 'lookup':
      return select(looked.options, def.multiple);
    case 'flag':
      return select([{ value: 'true', label: t(def.states?.[0] ?? 'crud.yes') }, { value: 'false', label: t(def.states?.[1] ?? 'crud.no') }]);
    case 'dayRange':
    case 'timeRange':
      // EAT days and times whatever the browser's zone: toFilterParams sends the wall clock these values show.
      return <EatRangePicker {...aria} value={value as never} onChange={onChange as never} style={{ width: '100%' }} allowEmpty={[true, true]}
        showTime={def.kind === 'timeRange'} format={def.kind === 'timeRange' ? TIME_FORMAT : undefined}
        placeholder={[t('common:filters.from'), t('common:filters.to')]} />;
    default:
      return <Input {...aria} value={value as string | undefined} onChange={(e) => onChange?.(e.target.value)} allowClear maxLength={64} placeholder={placeholder} />;
  }
}
