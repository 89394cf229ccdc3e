/**
 * Record results as palette entries: one section per kind, above the screens, each entry opening its record.
 * The typed text is the entry's keywords, so kbar's own filter keeps what the server found.
 */
import { Priority, type Action } from '@refinedev/kbar';
import type { TFunction } from 'i18next';
import { RECORD_KINDS, type RecordResult } from '../../../../common/search/records';

export const recordActionId = (r: Pick<RecordResult, 'kind' | 'id'>) => `record:${r.kind}:${r.id}`;

export function recordActions(records: readonly RecordResult[], typed: string, t: TFunction, open: (path: string) => void): Action[] {
  return [...records]
    .sort((a, b) => RECORD_KINDS.indexOf(a.kind) - RECORD_KINDS.indexOf(b.kind))
    .map((r) => ({
      id: recordActionId(r),
      name: r.title,
      keywords: typed,
      // Kinds in their fixed order, all above the screens.
      section: { name: t(`header:palette.kinds.${r.kind}`), priority: Priority.HIGH + RECORD_KINDS.length - RECORD_KINDS.indexOf(r.kind) },
      priority: Priority.HIGH,
      perform: () => open(r.path),
    }));
}
