import { Tag, type TableColumnType as ColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, listedFields, optionLabelKey, type EntitySpec } from '../../../common/crud/entity';
import { formatKes } from '../../../common/money';
import { formatRate } from '../../../common/rate';
import { formatEat } from '../../../common/time';
import { LookupLabel } from './LookupLabel';

/** List columns from the declaration; a screen passes `render` overrides for what is special to it. */
export function useEntityColumns<Row extends Record<string, unknown>>(entity: EntitySpec, overrides: Record<string, Partial<ColumnType<Row>>> = {}): ColumnType<Row>[] {
  const { t } = useTranslation();
  return listedFields(entity).map(([name, field]) => {
    const render = (value: unknown) => {
      if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
      if (field.lookup || field.dictKey) return <LookupLabel entity={entity} name={name} field={field} value={value} />;
      switch (field.kind) {
        case 'money': return formatKes(Number(value));
        case 'rate': return formatRate(Number(value));
        case 'datetime': return formatEat(value as string);
        case 'boolean': return value ? <Tag color="green">{t('crud.yes')}</Tag> : <Tag>{t('crud.no')}</Tag>;
        case 'select': return field.options ? t(optionLabelKey(entity, name, String(value))) : String(value);
        case 'multiSelect': return Array.isArray(value) && field.options ? value.map((v) => t(optionLabelKey(entity, name, String(v)))).join(', ') : String(value);
        default: return String(value);
      }
    };
    return {
      key: name,
      dataIndex: name,
      title: t(fieldLabelKey(entity, name)),
      sorter: field.sortable ? true : undefined,
      render,
      // Long text is clipped (full text on hover) so it never pushes the table wider than the screen.
      ...(field.kind === 'textarea' || field.kind === 'json' ? { ellipsis: { showTitle: true }, width: 240 } : {}),
      ...overrides[name],
    };
  });
}
