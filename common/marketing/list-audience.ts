/**
 * The telemarketing list library as an audience (issue 14): a marketing SMS task and a marketing robot task may
 * target list-library entries instead of a customer segment. Declared once: the segment value, its filters (each
 * empty = any, except the list status: empty = the active library) and their form fields, shared by both screens.
 * The server materialises it from `telemarketing_list_entries` (server/modules/telemarketing-list/list-audience.ts).
 */
import type { Fields } from '../crud/entity';
import { TM_CUSTOMER_STATUSES, TM_LIST_STATES, TM_MARKETING_TARGETS } from '../telemarketing/list';

/** The segment value that means "entries of the list library". */
export const LIST_LIBRARY_SEGMENT = 'listLibrary';

/** Customer status as a choice (spec 3 groups 0–4, stored as text; compared with the entry's number). */
export const LIST_CUSTOMER_STATUSES = TM_CUSTOMER_STATUSES.map(String);

/** The audience's filters: import batch, marketing target, list status, customer status. */
export type ListAudience = { listBatchId: number | null; marketingTarget: string | null; listState: string | null; customerStatus: string | null };

/** The form fields of the audience (labels and hints in the screen's namespace), after its segment field. */
export function listAudienceFields(namespace: string, batchesUrl: string): Fields {
  const hint = `${namespace}:hints.listAudience`;
  return {
    listBatchId: { kind: 'integer', lookup: batchesUrl, hint },
    marketingTarget: { kind: 'select', options: TM_MARKETING_TARGETS, hint },
    listState: { kind: 'select', options: TM_LIST_STATES, hint: `${namespace}:hints.listState` },
    customerStatus: { kind: 'select', options: LIST_CUSTOMER_STATUSES, hint },
  };
}

/** The audience columns to store: the filters for a list-library segment, nothing for a customer segment. */
export function listAudienceColumns(segment: unknown, values: Record<string, unknown>): ListAudience {
  const on = segment === LIST_LIBRARY_SEGMENT;
  const pick = <T>(v: unknown) => (on && v !== undefined && v !== '' ? (v as T | null) : null);
  return {
    listBatchId: pick<number>(values.listBatchId), marketingTarget: pick<string>(values.marketingTarget),
    listState: pick<string>(values.listState), customerStatus: pick<string>(values.customerStatus),
  };
}
