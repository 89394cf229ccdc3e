/**
 * CollectionPersonnelMonitoring (issue 13): one row per collector for one EAT day (today unless chosen) — cases
 * held now (open), cases contacted that day (distinct cases with an outbound call, SMS, robot or AI call by the
 * collector), promises made and promises kept that day, cash collected that day (collection_repayments, net of
 * reversed rows), calls placed, calls the customer answered and their talk time (call_logs, from the call
 * centre's record of each call: server/modules/call/call-records.job.ts).
 */
import type { z } from 'zod';
import { pageQuery, eatDayFilter } from '../money/money-inputs';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { COLLECTION_SYSTEMS } from './statuses';

export const MONITORING_SCREEN = 'CollectionSystem/CollectionPersonnelMonitoring';
export const MONITORING_URLS = {
  list: 'collectionMonitoring/list',
  groups: 'collectionMonitoring/options/groups',
  merchants: 'collectionMonitoring/options/merchants',
  collectors: 'collectionMonitoring/options/collectors',
} as const;

/** How often the open screen asks again. */
export const MONITORING_REFRESH_SECONDS = 30;

export const MONITORING_FILTERS = [
  { name: 'system', kind: 'choice', values: COLLECTION_SYSTEMS, labels: 'collection:options.system' },
  { name: 'groupName', kind: 'lookup', url: MONITORING_URLS.groups },
  { name: 'merchantId', kind: 'lookup', url: MONITORING_URLS.merchants, numeric: true },
  { name: 'collectorUserId', kind: 'lookup', url: MONITORING_URLS.collectors, numeric: true },
] as const satisfies readonly FilterDef[];

/** The filters, the day (EAT, default today) and the system (default v1: one row per collector of that system). */
export const monitoringFilterSchema = filterQuerySchema(MONITORING_FILTERS).extend({ day: eatDayFilter });
export type MonitoringFilter = z.infer<typeof monitoringFilterSchema>;
export const monitoringListQuerySchema = pageQuery.extend(monitoringFilterSchema.shape);

export interface MonitoringRow {
  userId: number;
  collectorName: string;
  userName: string;
  groupName: string | null;
  workingStatus: string;
  casesHeld: number;
  contactedCases: number;
  promisesMade: number;
  promisesKept: number;
  collectedCents: number;
  callsMade: number;
  callsConnected: number;
  talkSeconds: number;
}
