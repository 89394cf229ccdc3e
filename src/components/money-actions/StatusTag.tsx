/** A status as a coloured tag, its label from `${ns}:options.${field}.${value}`. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type StatusColours = Readonly<Record<string, string>>;

export function StatusTag({ ns, field, value, colours }: { ns: string; field: string; value: string; colours: StatusColours }) {
  const { t } = useTranslation(ns);
  return <Tag color={colours[value] ?? 'default'} data-testid={`${field}-${value}`}>{t(`options.${field}.${value}`)}</Tag>;
}
