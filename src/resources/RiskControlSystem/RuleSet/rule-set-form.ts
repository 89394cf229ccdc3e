import { ALL_MERCHANTS } from '../../../../common/entities/rule-set';

/** A set for every merchant has no merchant; the form shows it as the "all merchants" choice. */
export const toRuleSetForm = (row: Record<string, unknown>) => ({ ...row, merchantId: row.merchantId ?? ALL_MERCHANTS });

/** Typed facts: numbers where the text is a number, text otherwise; empty inputs are left out. */
export function toFacts(values: Record<string, unknown>): Record<string, number | string> {
  return Object.fromEntries(Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== '')
    .map(([k, v]) => {
      const text = String(v).trim();
      return [k, Number.isFinite(Number(text)) ? Number(text) : text];
    }));
}
