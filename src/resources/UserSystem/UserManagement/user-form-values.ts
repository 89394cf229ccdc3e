/** Between a user record and the form: the salary in KES rather than cents; an edit sends only what changed. */
import type { UserRow } from './user-row';

export type FormValues = Record<string, unknown>;

export const NEW_USER_VALUES: FormValues = { isInternal: true, employeeStatus: 'employed', roleIds: [], associatedMerchantIds: [] };

export function toFormValues(row: UserRow): FormValues {
  const { basicSalaryCents, ...rest } = row;
  return { ...rest, basicSalary: (basicSalaryCents / 100).toFixed(2) };
}

const normal = (value: unknown) => JSON.stringify(value === undefined || value === '' ? null : value);

/**
 * The fields whose values differ from the record's. Unchanged fields are not sent, so a masked phone or
 * e-mail shown to a masked administrator never goes back; an emptied field is sent as null to clear it.
 */
export function changedFields(values: FormValues, initial: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values)
    .filter(([name, value]) => normal(value) !== normal(initial[name]))
    .map(([name, value]) => [name, value === undefined ? null : value]));
}
