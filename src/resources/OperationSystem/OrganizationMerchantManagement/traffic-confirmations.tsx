import type { TFunction } from 'i18next';
import type { SaveConfirmation } from '../../../components/crud/EntityModal';
import { applyLimitEffect, applyLimitLabel, registerLimitEffect, registerLimitLabel } from '../limit-codes';

type Row = Record<string, unknown> & { id: number };

const LIMITS = [
  { field: 'applyLimit', label: applyLimitLabel, effect: applyLimitEffect },
  { field: 'registerLimit', label: registerLimitLabel, effect: registerLimitEffect },
] as const;

const merchantOf = (t: TFunction, record: Row | null) => String(record?.merchantName ?? t('merchantConfig:effects.thisMerchant'));

/**
 * Saving a traffic rule whose limit codes change names each change (before → after) and what the intake will do
 * under it, so a 0 that cuts off a merchant's new or repeat customers is never one unexplained Save (issue 36).
 * A save that changes no limit code (a remark) asks nothing.
 */
export function trafficRuleConfirmation(t: TFunction, values: Record<string, unknown>, record: Row | null): SaveConfirmation | null {
  const changed = LIMITS.filter(({ field }) => record === null || Number(record[field]) !== Number(values[field]));
  if (changed.length === 0) return null;
  return {
    title: t('merchantConfig:effects.title', { merchant: merchantOf(t, record) }),
    danger: changed.some(({ field }) => Number(values[field]) === 0),
    content: (
      <ul data-testid="traffic-effects" style={{ paddingInlineStart: 18, margin: 0 }}>
        {changed.map(({ field, label, effect }) => (
          <li key={field}>
            <div>{t('merchantConfig:effects.change', {
              field: t(`merchantConfig:fields.${field}`),
              before: record === null ? '—' : label(t, Number(record[field])),
              after: label(t, Number(values[field])),
            })}</div>
            <div>{effect(t, Number(values[field]))}</div>
          </li>
        ))}
      </ul>
    ),
  };
}

/** Switching a merchant's traffic off stops every application: the confirmation says so. */
export function trafficToggleTitle(t: TFunction, row: Row, enabled: boolean): string {
  return t(enabled ? 'merchantConfig:effects.switchOn' : 'merchantConfig:effects.switchOff', { merchant: merchantOf(t, row) });
}
