/**
 * Whether one case may take an allocation action, given the case as locked, the holder the user saw and, for
 * allocate and re-allocate, the collector chosen. Answers a key under caseAllocation:reasons, or null.
 */
import type { CaseAction } from '../../../common/collection/case-list';
import type { CollectorRow, LockedCase } from './allocation.repository';

export interface Undoable {
  id: number;
  fromUserId: number | null;
  toUserId: number | null;
  fromAgency: string | null;
}

export const coversMerchant = (r: Pick<CollectorRow, 'merchantIds' | 'relatedMerchantIds'>, merchantId: number) =>
  (!r.merchantIds.length && !r.relatedMerchantIds.length) || r.merchantIds.includes(merchantId) || r.relatedMerchantIds.includes(merchantId);

/** `expected`: the holder shown to the user (undefined when not sent, e.g. all filtered rows). */
export function refusalOf(
  row: LockedCase, action: CaseAction, expected: number | null | undefined,
  target: { userId: number; bySystem: Map<string, CollectorRow> } | null, undoable: Undoable | undefined,
): string | null {
  if (row.status === 'closed') return 'closed';
  const holder = row.collectorUserId;
  const changed = expected !== undefined && expected !== holder;
  switch (action) {
    case 'retain': return row.status === 'retained' ? 'alreadyRetained' : null;
    case 'cancelRetain': return row.status !== 'retained' ? 'notRetained' : null;
    default: break;
  }
  if (row.status === 'retained') return 'retained';
  if (row.agency) return 'outsourced';
  if (action === 'undo') {
    if (!undoable) return 'nothingToUndo';
    return undoable.toUserId !== holder ? 'changedMeanwhile' : null;
  }
  if (action === 'allocate') {
    if (holder !== null) return 'alreadyAllocated';
  } else {
    if (holder === null) return 'notAllocated';
    if (changed) return 'changedMeanwhile';
  }
  if (action === 'recall') return null;
  const collector = target?.bySystem.get(row.system);
  if (!target || !collector) return 'systemNotCovered';
  if (holder === target.userId) return 'sameCollector';
  if (!coversMerchant(collector, row.merchantId)) return 'merchantNotCovered';
  return null;
}
