/**
 * Between a record and its form: amounts in KES and rates in percent (two decimals). Times stay the stored UTC
 * instants: the date-time input (EatInstantPicker) shows and takes them in EAT, whatever the browser's zone.
 */
import type { EntitySpec } from '../../../common/crud/entity';
import { bpToPercentText } from '../../../common/rate';

export function recordToFormValues(entity: EntitySpec, record: Record<string, unknown>): Record<string, unknown> {
  const values = { ...record };
  for (const [name, field] of Object.entries(entity.fields)) {
    const stored = record[name];
    if (typeof stored !== 'number') continue;
    if (field.kind === 'money') values[name] = (stored / 100).toFixed(2);
    if (field.kind === 'rate') values[name] = bpToPercentText(stored);
  }
  return values;
}
