import { Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySpec, FieldSpec } from '../../../common/crud/entity';
import { IntegerInput, NumberInput } from '../inputs/NumberInput';
import { PhoneInput } from '../inputs/PhoneInput';
import { TextArea, TextInput } from '../inputs/TextInput';
import { KesInput } from '../money/KesInput';
import { isPhoneField } from './field-rules';
import { EatInstantPicker } from '../time/EatInstantPicker';
import { useFieldOptions } from './useFieldOptions';

interface Props {
  entity: EntitySpec;
  name: string;
  field: FieldSpec;
  /** In a filter bar: selects allow clearing and booleans become a yes/no select. */
  filter?: boolean;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Switches receive `checked` from the form. */
  checked?: boolean;
}

/** The input control for one declared field kind; none clamps, rounds or cuts what is typed (components/inputs). */
export function FieldInput({ entity, name, field, filter = false, placeholder, ...rest }: Props) {
  const { t } = useTranslation();
  const { options, loading } = useFieldOptions(entity, name, field);
  const common = { ...rest, placeholder, 'data-testid': `field-${name}` } as Record<string, unknown>;
  const choosing = field.kind === 'select' || field.kind === 'multiSelect' || Boolean(field.lookup) || (filter && Boolean(field.dictKey || field.options));
  if (choosing) {
    return <Select {...common} options={options} loading={loading} allowClear showSearch optionFilterProp="label"
      mode={field.kind === 'multiSelect' && !filter ? 'multiple' : undefined} style={{ minWidth: 160 }} />;
  }
  switch (field.kind) {
    case 'boolean':
      return filter
        ? <Select {...common} allowClear style={{ minWidth: 120 }} options={[{ value: 'true', label: t('crud.yes') }, { value: 'false', label: t('crud.no') }]} />
        : <Switch {...common} />;
    case 'integer':
      return <IntegerInput {...common} />;
    case 'money':
      return <KesInput {...common} />;
    case 'rate':
      return <NumberInput {...common} addonAfter="%" />;
    case 'datetime':
      return <EatInstantPicker {...common} />;
    case 'textarea':
    case 'json':
      return <TextArea {...common} autoSize={{ minRows: 3, maxRows: 10 }} max={filter ? undefined : field.max} />;
    case 'password':
      return <Input.Password {...common} autoComplete="new-password" />;
    default:
      // A filter finds what was typed; a form field shows its limit and refuses more (fieldRules), never cuts it.
      if (filter) return <Input {...common} allowClear />;
      return isPhoneField(field) ? <PhoneInput {...common} /> : <TextInput {...common} max={field.max} />;
  }
}
