/** The collector's queue: only the caller's open, unpaused cases, in the order a collector works them; and its summary. */
import { QUEUE_BUCKETS, type MyCollectionFilter, type MyCollectionQuery, type QueueRow, type QueueSummary } from '../../../common/collection/my-collection';
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

const present = (r: PageRow): QueueRow => ({
  ...r, bucket: QUEUE_BUCKETS[Number(r.bucket)], amountDueCents: Number(r.amountDueCents),
  commitmentCents: r.commitmentCents === null ? null : Number(r.commitmentCents), lastContactAt: iso(r.lastContactAt),
  nextCallAt: iso(r.nextCallAt), commitmentAt: iso(r.commitmentAt),
});

export async function listMyCases(deps: Deps, userId: number, query: MyCollectionQuery) {
  const { rows, total, current, size } = await repo.queueList(queueClock(deps.now())).page(deps.db, null, { ...query, collectorUserId: userId });
  return { records: rows.map(present), total, current, size };
}

export async function mySummary(deps: Deps, userId: number, filter: MyCollectionFilter): Promise<QueueSummary> {
  return repo.queueSummary(deps.db, userId, filter, queueClock(deps.now()));
}
