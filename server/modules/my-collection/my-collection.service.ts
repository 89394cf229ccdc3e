/** The collector's queue: only the caller's open, unpaused cases, in the order a collector works them; and its summary. */
import {
  QUEUE_BUCKETS, type MyCollectionFilter, type MyCollectionQuery, type NextCase, type QueueOrder, type QueueRow, type QueueSummary,
} from '../../../common/collection/my-collection';
import { daysBetween } from '../../../common/money/bill-math';
import { formatEatDate, parseEat } from '../../../common/time';
import type { Deps } from '../../core/deps';
import * as repo from './my-collection.repository';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function queueClock(now: Date): repo.QueueClock {
  const startOfToday = parseEat(formatEatDate(now)) as Date;
  return { now, startOfToday, endOfToday: new Date(startOfToday.getTime() + DAY_MS) };
}

type PageRow = Awaited<ReturnType<ReturnType<typeof repo.queueList>['rows']>>[number];

/** Calendar days (EAT) from today to a due day not yet passed (0 on the day itself); null once it has passed or the case is overdue. */
export function daysToDue(kind: string, overdueDays: number, dueDay: string, now: Date): number | null {
  if (kind === 'overdue' && overdueDays > 0) return null;
  const days = daysBetween(formatEatDate(now), dueDay);
  return days >= 0 ? days : null;
}

const present = (now: Date) => (r: PageRow): QueueRow => ({
  ...r, bucket: QUEUE_BUCKETS[Number(r.bucket)], amountDueCents: Number(r.amountDueCents),
  commitmentCents: r.commitmentCents === null ? null : Number(r.commitmentCents), lastContactAt: iso(r.lastContactAt),
  nextCallAt: iso(r.nextCallAt), commitmentAt: iso(r.commitmentAt), attemptsToday: Number(r.attemptsToday),
  daysToDue: daysToDue(r.kind, r.overdueDays, r.dueDay, now),
});

export async function listMyCases(deps: Deps, userId: number, query: MyCollectionQuery) {
  const clock = queueClock(deps.now());
  const { rows, total, current, size } = await repo.queueList(clock).page(deps.db, null, { ...query, collectorUserId: userId });
  return { records: rows.map(present(clock.now)), total, current, size };
}

export async function mySummary(deps: Deps, userId: number, filter: MyCollectionFilter): Promise<QueueSummary> {
  return repo.queueSummary(deps.db, userId, filter, queueClock(deps.now()));
}

/** The case after `caseId` in the caller's queue as the list shows it (the drawer's "Next case"). */
export async function myNextCase(deps: Deps, userId: number, query: QueueOrder & { caseId: number }): Promise<NextCase> {
  const { caseId, ...queue } = query;
  return { nextCaseId: await repo.nextCaseId(deps.db, userId, queue, caseId, queueClock(deps.now())) };
}
