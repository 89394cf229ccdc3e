/**
 * Where a CollectionReport figure leads, with the filters that produce it in the address: cases entering
 * collection open the system's CaseAllocation by entered day (every state), money collected opens its
 * repaymentDetails by repaid day — each list's total is the figure. A collector group has no list filter, so a
 * report filtered by group has no drill-down (docs/reports.md).
 */
import { CASE_ALLOCATION_SCREENS } from '../../../../common/collection/case-list';
import { REPAYMENT_DETAIL_SCREENS } from '../../../../common/collection/repayment-details';
import { CASE_STATUSES, type CollectionSystem } from '../../../../common/collection/statuses';
import type { Breakdown, CureRow } from '../../../../common/reports/collection-report';
import type { FilterParams } from '../../../components/list';
import { listAddress } from '../../../components/report/list-address';

export interface DrillScope {
  system: CollectionSystem;
  from: string;
  to: string;
  merchantId?: number | string;
  level?: string;
  collectorUserId?: number | string;
  /** No collector (a breakdown's "none" row): the unallocated cases. */
  unallocated?: boolean;
}

/** The report's filter as a drill scope over [from, to]; null when it names a group (no list filters by group). */
export function scopeOf(filter: FilterParams, system: CollectionSystem, from: string, to: string): DrillScope | null {
  if (filter.groupName) return null;
  return { system, from, to, merchantId: filter.merchantId, level: filter.level as string | undefined, collectorUserId: filter.collectorUserId };
}

/** A breakdown row narrows the scope to its key; null where no list filter holds it (a group). */
export function scopeOfRow(scope: DrillScope | null, breakdown: Breakdown, row: CureRow): DrillScope | null {
  if (!scope || breakdown === 'group') return null;
  if (breakdown === 'level') return { ...scope, level: String(row.value) };
  if (breakdown === 'merchant') return { ...scope, merchantId: Number(row.value) };
  return row.value === null ? { ...scope, unallocated: true } : { ...scope, collectorUserId: Number(row.value) };
}

/** The cases that entered collection in the scope's days, in every state. */
export function casesAddress(s: DrillScope): string {
  return listAddress(CASE_ALLOCATION_SCREENS[s.system], {
    enteredDayFrom: s.from, enteredDayTo: s.to, status: CASE_STATUSES.join(','), merchantId: s.merchantId, level: s.level,
    collectorUserId: s.collectorUserId, unallocated: s.unallocated ? 'true' : undefined,
  });
}

/** The repayments of the scope's days (net of rollbacks); null for "no collector" (the list has no such filter). */
export function repaymentsAddress(s: DrillScope): string | null {
  if (s.unallocated) return null;
  return listAddress(REPAYMENT_DETAIL_SCREENS[s.system], {
    dayFrom: s.from, dayTo: s.to, merchantId: s.merchantId, level: s.level, collectorUserId: s.collectorUserId,
  });
}
