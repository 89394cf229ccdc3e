/**
 * CallingAssignments (issue 16): the list-library customers assigned to service agents. An agent sees and works
 * their own; a holder of viewAll (a manager) sees all of their merchants' and reassigns or recalls them.
 * Docs: docs/customer-service.md.
 */
import { z } from 'zod';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { pageQuery } from '../money/money-inputs';
import { CS_ASSIGN_MAX, type CsCustomerStatus } from './list-library';

export const CALLING_SCREEN = 'CustomerServiceSystem/CallingAssignments';

/** The spec's customer intents (cs_call_assignments.result). */
export const CALL_RESULTS = ['willing', 'noDemand', 'notConnected', 'unclear', 'unwilling', 'numberFault'] as const;
export type CallResult = (typeof CALL_RESULTS)[number];
export const FOLLOW_STATES = ['pending', 'followed', 'due'] as const;
export const CALL_NOTE_MAX = 300;

export const CALLING_AGENTS_URL = 'csCallAssignment/agents';

export const CALLING_FILTERS = [
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'customerNo', kind: 'text', match: 'prefix' },
  { name: 'followState', kind: 'choice', values: FOLLOW_STATES, labels: 'csCalling:options.followState' },
  { name: 'result', kind: 'choice', values: CALL_RESULTS, labels: 'csCalling:options.result' },
  { name: 'agentUserId', kind: 'lookup', url: CALLING_AGENTS_URL, numeric: true },
  { name: 'assignedDays', kind: 'dayRange', from: 'assignedFrom', to: 'assignedTo' },
] as const satisfies readonly FilterDef[];

/** The route's query: the declaration's (callingList) would also take what only the service sets. */
export const callingQuerySchema = pageQuery.extend(filterQuerySchema(CALLING_FILTERS).shape);
export type CallingQuery = z.infer<typeof callingQuerySchema>;

const id = z.number({ message: 'validation.required' }).int().positive();
const ids = z.array(id).min(1, 'validation.selectFirst').max(CS_ASSIGN_MAX, 'validation.maxValue');

export const callingFollowUpSchema = z.object({
  id,
  result: z.enum(CALL_RESULTS, { message: 'validation.required' }),
  note: z.string().trim().max(CALL_NOTE_MAX, 'validation.maxLength').nullish().transform((v) => v || null),
  nextCallAt: z.iso.datetime({ offset: true, message: 'validation.date' }).nullish(),
});
export type CallingFollowUpBody = z.infer<typeof callingFollowUpSchema>;
export const callingIdSchema = z.object({ id });
export const callingReassignSchema = z.object({ ids, agentUserId: id });
export const callingRecallSchema = z.object({ ids });

export interface CallingRow {
  id: number;
  customerId: number;
  customerNo: string;
  fullName: string;
  phone: string;
  merchantName: string;
  status: CsCustomerStatus;
  agentUserId: number;
  agentName: string;
  assignedAt: string;
  result: CallResult | null;
  note: string | null;
  nextCallAt: string | null;
  followedAt: string | null;
  followCount: number;
  lastCallAt: string | null;
}

/** One follow-up of the history (cs_call_follow_ups): who, when, the result, the note, the next call. */
export interface CallingFollowUpRow {
  id: number;
  at: string;
  userName: string;
  result: CallResult;
  note: string | null;
  nextCallAt: string | null;
}
/** Follow-ups the history shows (newest first). */
export const FOLLOW_UP_HISTORY_MAX = 100;
export const callingIdQuerySchema = z.object({ id: z.coerce.number({ message: 'validation.required' }).int().positive() });

const v = valuesOf<CallingRow>('csCalling');

export const CALLING_COLUMNS = [
  columnOf('fullName', [v('fullName'), v('phone'), v('customerNo')]),
  columnOf('status', [v('status', 'label', { labels: 'csCalling:options.status' })]),
  columnOf('agentName', [v('agentName'), v('assignedAt', 'time')]),
  columnOf('result', [v('result', 'label', { labels: 'csCalling:options.result' }), v('note')]),
  columnOf('nextCallAt', [v('nextCallAt', 'time')]),
  columnOf('followCount', [v('followCount', 'int'), v('followedAt', 'time')]),
  columnOf('merchantName', [v('merchantName')]),
  columnOf('lastCallAt', [v('lastCallAt', 'time')]),
];
export const CALLING_HIDDEN_FIRST: readonly string[] = ['followCount', 'merchantName', 'lastCallAt'];
