/** CollectionPersonnelMonitoring: a page of the system's collectors with their figures for one EAT day. */
import type { MonitoringFilter, MonitoringRow } from '../../../common/collection/monitoring';
import { eatDayRange, eatToday } from '../../../common/eat-day';
import type { Deps } from '../../core/deps';
import { merchantScopeOf } from '../order/order-scope';
import { figuresOf, merchantChoices, pageCollectors } from './collection-monitoring.repository';

const ZERO = { casesHeld: 0, contactedCases: 0, promisesMade: 0, promisesKept: 0, collectedCents: 0, callsMade: 0 };

/** The collectors serving the viewer's merchants (all for head office), with the figures of those merchants only. */
export async function monitoringPage(deps: Deps, userId: number, query: MonitoringFilter & { current: number; size: number }) {
  const day = query.day ?? eatToday(deps.now());
  const { from, to } = eatDayRange(day);
  const merchantIds = await merchantScopeOf(deps.db, userId);
  if (query.merchantId && merchantIds && !merchantIds.includes(query.merchantId)) return { records: [], total: 0, current: query.current, size: query.size, day };
  const scope = {
    system: query.system ?? 'v1', groupName: query.groupName, merchantId: query.merchantId, collectorUserId: query.collectorUserId, merchantIds, from, to,
  } as const;
  const page = await pageCollectors(deps.db, scope, query);
  const ids = page.records.map((r) => r.userId);
  const figures = ids.length ? new Map((await figuresOf(deps.db, scope, ids)).map((f) => [f.userId, f])) : new Map();
  const records: MonitoringRow[] = page.records.map((r) => {
    const { userId: _id, ...f } = figures.get(r.userId) ?? { userId: r.userId, ...ZERO };
    return { ...r, ...f };
  });
  return { records, total: page.total, current: query.current, size: query.size, day };
}

export async function monitoringMerchants(deps: Deps, userId: number) {
  return merchantChoices(deps.db, await merchantScopeOf(deps.db, userId));
}
