import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKes } from '../../../../common/money';
import { formatEat } from '../../../../common/time';
import { DictText } from './DictText';

/** `options`: a value the intake takes as free text, shown by its orderDetail:options.<group> label when it has one. */
export type FieldFormat = 'text' | 'money' | 'time' | 'bool' | 'bp' | { dict: string } | { options: string };

export interface FieldSpec {
  name: string;
  format?: FieldFormat;
  /** Overrides the formatted value, e.g. a masked value with its reveal control. */
  render?: (value: unknown) => ReactNode;
  span?: number;
}

const BP_PER_PERCENT = 100;

export function FormattedValue({ value, format = 'text' }: { value: unknown; format?: FieldFormat }) {
  const { t } = useTranslation('orderDetail');
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof format === 'object' && 'options' in format) return <>{t(`options.${format.options}.${String(value)}`, { defaultValue: String(value) })}</>;
  if (typeof format === 'object') return <DictText dictKey={format.dict} value={value} />;
  switch (format) {
    case 'money': return <>{formatKes(Number(value))}</>;
    case 'time': return <>{formatEat(value as string)}</>;
    case 'bp': return <>{`${(Number(value) / BP_PER_PERCENT).toFixed(2)} %`}</>;
    case 'bool': return <Tag color={value ? 'green' : 'default'}>{t(value ? 'values.yes' : 'values.no')}</Tag>;
    default: return <>{String(value)}</>;
  }
}

/** A record as label/value pairs; labels are orderDetail:fields.<name>; empty values show a dash. */
/**
 * Columns by window width (antd fills unset breakpoints with 3, so each is set): one on a phone, two on a
 * laptop, three for long records on a wide screen.
 */
const COLUMNS = {
  narrow: { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 },
  wide: { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 },
  single: { xs: 1, sm: 1, md: 1, lg: 1, xl: 1, xxl: 1 },
} as const;

export function DetailFields({ data, fields, columns = 'narrow' }: { data: Record<string, unknown> | null; fields: FieldSpec[]; columns?: keyof typeof COLUMNS }) {
  const { t } = useTranslation('orderDetail');
  const items = fields.map((f) => ({
    key: f.name,
    label: t(`fields.${f.name}`),
    span: f.span,
    children: f.render ? f.render(data?.[f.name]) : <FormattedValue value={data?.[f.name]} format={f.format} />,
  }));
  return <Descriptions size="small" bordered column={COLUMNS[columns]} items={items} styles={{ label: { whiteSpace: 'nowrap' } }} />;
}
