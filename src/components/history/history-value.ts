/**
 * How a recorded value reads in a history row: money fields (…Cents) as KES, UTC instants in EAT, a field's
 * fixed choices by their label (`<namespace>:options.<field>.<value>`, as the screens show them), lists joined.
 * What has no better form is shown as stored.
 */
import type { TFunction } from 'i18next';
import { formatKes } from '../../../common/money';
import { formatEat } from '../../../common/time';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const isMoneyField = (field: string) => /Cents$/.test(field);

export function historyValueText(field: string, value: unknown, t: TFunction, namespace?: string): string {
  if (typeof value === 'boolean') return t(value ? 'common:crud.yes' : 'common:crud.no');
  if (isMoneyField(field) && (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value)))) return formatKes(Number(value));
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatEat(value);
  const option = (v: unknown) => (namespace && (typeof v === 'string' || typeof v === 'number')
    ? t(`${namespace}:options.${field}.${String(v)}`, { defaultValue: String(v) })
    : String(v));
  if (Array.isArray(value)) {
    return value.every((v) => v === null || typeof v !== 'object') ? value.map(option).join(', ') : JSON.stringify(value);
  }
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return option(value);
}
