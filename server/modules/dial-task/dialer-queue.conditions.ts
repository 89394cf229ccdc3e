/**
 * The dialer queue's tabs as SQL over tm_dial_tasks (rules: common/telemarketing/dialer-queue.ts DIALER_TABS), and
 * the order each is read in. The timed tabs walk tm_dial_tasks_user_next_idx (user_id, next_call_at, entry_id) for one
 * telemarketer, tm_dial_tasks_merchant_next_idx within a manager's merchants: ascending, nulls last, as read here.
 * "New" has no next call, so it is read oldest assignment first along tm_dial_tasks_user_idx (scanned backward).
 */
import { and, asc, desc, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DIALER_TABS, DUE_NOW_WINDOW_MS, type DialerTab } from '../../../common/telemarketing/dialer-queue';
import type { ListSortBy } from '../../core/list/define-list';
import { tmDialTasks as t } from '../../db/schema';

/** The `queue` parameter of the task list: set by the service from the tab and its clock, never from the query. */
export const dialerQueueParam = z.object({ tab: z.enum(DIALER_TABS), now: z.date() }).optional();

const neverCalled = () => and(isNull(t.nextCallAt), isNull(t.lastCallAt), sql`${t.followCount} = 0`)!;

/** The tasks of one tab at `now`; `all` is every task. */
export function tabCondition(tab: DialerTab, now: Date): SQL | undefined {
  const hourAgo = new Date(now.getTime() - DUE_NOW_WINDOW_MS);
  switch (tab) {
    case 'dueNow': return and(gt(t.nextCallAt, hourAgo), lte(t.nextCallAt, now));
    case 'overdue': return lte(t.nextCallAt, hourAgo);
    case 'new': return neverCalled();
    case 'rest': return or(gt(t.nextCallAt, now), and(isNull(t.nextCallAt), or(isNotNull(t.lastCallAt), sql`${t.followCount} > 0`)));
    default: return undefined;
  }
}

const byNextCall = [asc(t.nextCallAt), asc(t.entryId)];
/** Each tab's order: by next call, earliest first; new numbers by assignment, oldest first; all as the list always was. */
export const TAB_ORDERS: { readonly [K in DialerTab]?: readonly SQL[] } = {
  dueNow: byNextCall, overdue: byNextCall, rest: byNextCall, new: [asc(t.assignedAt), asc(t.entryId)],
};

/** The sortable columns, each along an index that holds it with the entry id (ties break the same way). */
export const DIALER_SORTS: { readonly nextCallAt: ListSortBy; readonly assignedAt: ListSortBy } = {
  nextCallAt: (direction) => (direction === 'asc' ? byNextCall : [desc(t.nextCallAt), desc(t.entryId)]),
  assignedAt: (direction) => (direction === 'asc' ? [asc(t.assignedAt), asc(t.entryId)] : [desc(t.assignedAt), desc(t.entryId)]),
};

/** One count per tab, in one pass over the tasks the WHERE keeps. */
export const tabCountColumns = (now: Date) => Object.fromEntries(DIALER_TABS.map((tab) => {
  const condition = tabCondition(tab, now);
  return [tab, condition ? sql<number>`count(*) filter (where ${condition})::int` : sql<number>`count(*)::int`];
})) as Record<DialerTab, SQL<number>>;
