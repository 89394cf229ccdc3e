import type { TFunction } from 'i18next';

/** A stored value's label under `money.<group>`, or the value itself when the locale has none (a new kind). */
export const labelOf = (t: TFunction, group: string, value: string | null) =>
  (value === null ? '—' : t(`money.${group}.${value}`, { defaultValue: value }));

/** A ledger account's label: `receivable:principal` is `money.accounts.receivable.principal`. */
export const accountLabel = (t: TFunction, account: string) => t(`money.accounts.${account.replaceAll(':', '.')}`, { defaultValue: account });

/** Who did it: a staff member's name, or the system (a job, a batch, the seeded book). */
export const whoOf = (t: TFunction, name: string | null) => name ?? t('money.system');
