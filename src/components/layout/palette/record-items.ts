/**
 * Record results as rows of the palette's list: one heading per kind (in RECORD_KINDS order), then its records.
 * They are not registered as kbar actions: the server has already matched them, so kbar's fuzzy filter (which
 * would hide a customer found by a phone typed as 07…) must not run over them, and registering them on every
 * answer would rebuild kbar's store under a screen entry the user is clicking. KBarResults runs a row's
 * `command.perform`, so a row is the part of an ActionImpl it reads.
 */
import type { ActionImpl } from '@refinedev/kbar';
import type { TFunction } from 'i18next';
import { RECORD_KINDS, type RecordResult } from '../../../../common/search/records';

export const recordItemId = (r: Pick<RecordResult, 'kind' | 'id'>) => `record:${r.kind}:${r.id}`;

const row = (r: RecordResult, open: (record: RecordResult) => void) =>
  ({ id: recordItemId(r), name: r.title, keywords: '', ancestors: [], children: [], command: { perform: () => open(r) } }) as unknown as ActionImpl;

export function recordItems(records: readonly RecordResult[], t: TFunction, open: (record: RecordResult) => void): (string | ActionImpl)[] {
  const rows: (string | ActionImpl)[] = [];
  for (const kind of RECORD_KINDS) {
    const ofKind = records.filter((r) => r.kind === kind);
    if (ofKind.length === 0) continue;
    rows.push(t(`header:palette.kinds.${kind}`));
    for (const r of ofKind) rows.push(row(r, open));
  }
  return rows;
}

/** The user's recent records under one heading, newest first (whatever their kind). */
export function recentItems(records: readonly RecordResult[], t: TFunction, open: (record: RecordResult) => void): (string | ActionImpl)[] {
  return records.length ? [t('header:palette.recent'), ...records.map((r) => row(r, open))] : [];
}
