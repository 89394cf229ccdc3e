/**
 * ListLibraryManage (issue 16): customers who registered but never signed in to the app, or signed in but never
 * applied — derived live from the customer, the app's sign-ins and the orders, so a customer leaves the list the
 * moment they apply. Chosen rows, or all filtered rows, are assigned to a service agent (CallingAssignments).
 * Docs: docs/customer-service.md.
 */
import { z } from 'zod';
import { expectedCountSchema } from '../lists/filtered-batch';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { filterQuerySchema, type FilterDef } from '../lists/filters';

export const LIST_LIBRARY_SCREEN = 'CustomerServiceSystem/ListLibraryManage';

/** Where a registered customer stands: no sign-in yet, signed in but no application, or (once they apply) applied. */
export const CS_LIST_STATUSES = ['neverSignedIn', 'notApplied'] as const;
export const CS_CUSTOMER_STATUSES = [...CS_LIST_STATUSES, 'applied'] as const;
export type CsCustomerStatus = (typeof CS_CUSTOMER_STATUSES)[number];
export const CS_ASSIGNMENT_STATES = ['unassigned', 'assigned'] as const;

/** Chosen rows one assignment may carry (all filtered rows go up to FILTERED_BATCH_CAP). */
export const CS_ASSIGN_MAX = 500;

export const CS_MERCHANTS_URL = 'csListLibrary/merchants';
export const CS_AGENTS_URL = 'csListLibrary/agents';

export const LIST_LIBRARY_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'customerNo', kind: 'text', match: 'prefix' },
  { name: 'status', kind: 'choice', values: CS_LIST_STATUSES, labels: 'csCalling:options.status' },
  { name: 'merchantId', kind: 'lookup', url: CS_MERCHANTS_URL, numeric: true },
  { name: 'days', kind: 'dayRange', from: 'registeredFrom', to: 'registeredTo' },
  { name: 'assignment', kind: 'choice', values: CS_ASSIGNMENT_STATES, labels: 'csCalling:options.assignment' },
  { name: 'fullName', kind: 'text', match: 'contains' },
] as const satisfies readonly FilterDef[];

export const listLibraryFilterSchema = filterQuerySchema(LIST_LIBRARY_FILTERS);
export type ListLibraryFilter = z.infer<typeof listLibraryFilterSchema>;

const id = z.number({ message: 'validation.required' }).int().positive();

/** Chosen customers, or the list's filter with the count the user confirmed. */
export const listLibraryAssignSchema = z.object({
  agentUserId: id,
  customerIds: z.array(id).min(1, 'validation.selectFirst').max(CS_ASSIGN_MAX, 'validation.maxValue').optional(),
  filter: listLibraryFilterSchema.prefault({}).optional(),
  expectedCount: expectedCountSchema.optional(),
});
export type ListLibraryAssignBody = z.infer<typeof listLibraryAssignSchema>;

export interface ListLibraryRow {
  id: number;
  customerNo: string;
  fullName: string;
  phone: string;
  merchantName: string;
  appName: string | null;
  status: CsCustomerStatus;
  registeredAt: string;
  lastSignInAt: string | null;
  agentName: string | null;
  assignedAt: string | null;
}

const v = valuesOf<ListLibraryRow>('csCalling');

export const LIST_LIBRARY_COLUMNS = [
  columnOf('customerNo', [v('customerNo')]),
  columnOf('fullName', [v('fullName'), v('phone')]),
  columnOf('status', [v('status', 'label', { labels: 'csCalling:options.status' })]),
  columnOf('merchantName', [v('merchantName'), v('appName')]),
  columnOf('registeredAt', [v('registeredAt', 'time')]),
  columnOf('lastSignInAt', [v('lastSignInAt', 'time')]),
  columnOf('agentName', [v('agentName'), v('assignedAt', 'time')]),
];
/** The first view fits 1280 px: the merchant (one for most agents) and the last sign-in wait in the column chooser. */
export const LIST_LIBRARY_HIDDEN_FIRST: readonly string[] = ['merchantName', 'lastSignInAt'];
