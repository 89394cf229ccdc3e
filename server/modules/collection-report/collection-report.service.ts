/**
 * CollectionReport's rules: the span (FinancialReport's default of 30 EAT days), every period a row (zeros on
 * quiet days), the level flow, the roll-rate matrix with each row's shares, the cure and recovery breakdowns,
 * promises, contacts per channel and the agencies' and bad-debt library's part (docs/reports.md).
 */
import { eatDayRange } from '../../../common/eat-day';
import {
  BREAKDOWNS, CLOSED_STATES, CONTACT_CHANNELS, NEW_STATE, rateBp, type Breakdown, type CollectionPeriod, type CollectionReportAnswer,
  type CollectionReportQuery, type ContactRow, type CureRow, type PromiseFigures, type RollRate,
} from '../../../common/reports/collection-report';
import { periodsOf } from '../../../common/reports/financial-report';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { merchantScopeOf } from '../../core/merchant-scope';
import { reportSpan } from '../financial-report/financial-report.service';
import {
  cohortRows, collectedRows, contactRows, handOverRows, levelsOf, namesOf, periodRows, promiseRows, rollRows, type CollectionFilter,
} from './collection-report.repository';

type Cohort = Awaited<ReturnType<typeof cohortRows>>[number];
type Collected = Awaited<ReturnType<typeof collectedRows>>[number];
type Keyed = Pick<Cohort, 'level' | 'merchantId' | 'holder' | 'groupName'>;

const KEY: Record<Breakdown, (row: Keyed) => string> = {
  level: (r) => r.level, merchant: (r) => String(r.merchantId), group: (r) => r.groupName ?? '', collector: (r) => String(r.holder),
};

function roll(cells: Awaited<ReturnType<typeof rollRows>>, levels: string[], filter: CollectionFilter): RollRate {
  const from = [NEW_STATE, ...levels];
  const to = [...levels, ...CLOSED_STATES];
  const rows = from.map((state) => {
    const mine = cells.filter((c) => c.from === state);
    return { state, cases: mine.reduce((s, c) => s + c.cases, 0), amountCents: mine.reduce((s, c) => s + c.amountCents, 0) };
  });
  const whole = new Map(rows.map((r) => [r.state, r.amountCents]));
  return {
    from, to, rows, startAt: filter.from.toISOString(), endAt: filter.end.toISOString(),
    cells: cells.map((c) => ({ ...c, shareBp: rateBp(c.amountCents, whole.get(c.from) ?? 0) })),
  };
}

function breakdowns(cohort: Cohort[], collected: Collected[], names: Awaited<ReturnType<typeof namesOf>>, levels: string[]): Record<Breakdown, CureRow[]> {
  const out = {} as Record<Breakdown, CureRow[]>;
  for (const b of BREAKDOWNS) {
    const rows = new Map<string, CureRow>();
    const row = (r: Keyed) => {
      const key = KEY[b](r);
      if (!rows.has(key)) {
        const value = b === 'level' ? r.level : b === 'merchant' ? r.merchantId : b === 'group' ? r.groupName : r.holder || null;
        const label = b === 'merchant' ? names.merchants.get(r.merchantId) ?? '' : b === 'collector' ? names.users.get(r.holder) ?? '' : (value ?? '') as string;
        rows.set(key, { key, label, value, cases: 0, cured: 0, cureRateBp: null, chargedCents: 0, recoveredCents: 0, recoveryRateBp: null, collectedCents: 0 });
      }
      return rows.get(key)!;
    };
    for (const r of cohort) {
      const sum = row(r);
      sum.cases += r.cases; sum.cured += r.cured; sum.chargedCents += r.chargedCents; sum.recoveredCents += r.recoveredCents;
    }
    for (const r of collected) row(r).collectedCents += r.collectedCents;
    const sorted = [...rows.values()].map((r) => ({ ...r, cureRateBp: rateBp(r.cured, r.cases), recoveryRateBp: rateBp(r.recoveredCents, r.chargedCents) }));
    sorted.sort(b === 'level' ? (x, y) => levels.indexOf(x.key) - levels.indexOf(y.key) : (x, y) => (x.value === null ? 1 : y.value === null ? -1 : x.label.localeCompare(y.label)));
    out[b] = sorted;
  }
  return out;
}

const promiseRate = <T extends Omit<PromiseFigures, 'keptRateBp'>>(p: T) => ({ ...p, keptRateBp: rateBp(p.kept, p.kept + p.partlyKept + p.broken) });

export async function collectionReport(deps: Deps, session: SessionUser, query: CollectionReportQuery): Promise<CollectionReportAnswer> {
  const now = deps.now();
  const span = reportSpan(query, now);
  const grain = query.grain ?? 'day';
  const system = query.system ?? 'v1';
  const from = eatDayRange(span.dayFrom).from;
  const to = eatDayRange(span.dayTo).to;
  const filter: CollectionFilter = {
    system, grain, from, to, end: to < now ? to : now,
    merchantId: query.merchantId, level: query.level, groupName: query.groupName, collectorUserId: query.collectorUserId,
  };
  const scope = await merchantScopeOf(deps.db, session.userId);
  const [levels, perPeriod, cells, cohort, collected, promises, contacts, handOver] = await Promise.all([
    levelsOf(deps.db, system), periodRows(deps.db, scope, filter), rollRows(deps.db, scope, filter), cohortRows(deps.db, scope, filter),
    collectedRows(deps.db, scope, filter), promiseRows(deps.db, scope, filter), contactRows(deps.db, scope, filter), handOverRows(deps.db, scope, filter),
  ]);
  const names = await namesOf(deps.db, [...new Set([...cohort, ...collected].map((r) => r.merchantId))], [...new Set([...cohort, ...collected].map((r) => r.holder).filter(Boolean))]);

  const periods: CollectionPeriod[] = periodsOf(span.dayFrom, span.dayTo, grain).map((period) => {
    const of = (kind: string) => perPeriod.figures.filter((r) => r.period === period && r.kind === kind).reduce((s, r) => s + r.n, 0);
    const flow = perPeriod.flow.filter((r) => r.period === period);
    return {
      period, newCases: of('newCases'), collectedCents: of('collectedCents'), promisesMade: of('promisesMade'),
      entered: flow.reduce((s, r) => s + r.entered, 0), left: flow.reduce((s, r) => s + r.left, 0),
    };
  });
  const total = (k: keyof Omit<CollectionPeriod, 'period'>) => periods.reduce((s, p) => s + p[k], 0);
  const promiseTotals = promiseRate(promises.reduce((s, p) => ({
    made: s.made + p.made, kept: s.kept + p.kept, partlyKept: s.partlyKept + p.partlyKept, broken: s.broken + p.broken, pending: s.pending + p.pending,
    superseded: s.superseded + p.superseded, promisedCents: s.promisedCents + p.promisedCents, paidCents: s.paidCents + p.paidCents,
  }), { made: 0, kept: 0, partlyKept: 0, broken: 0, pending: 0, superseded: 0, promisedCents: 0, paidCents: 0 }));
  const channels: ContactRow[] = CONTACT_CHANNELS.map((channel) => {
    const c = contacts.channels.find((r) => r.channel === channel) ?? { contacts: 0, casesContacted: 0, connected: 0 };
    const voice = channel !== 'sms';
    return {
      channel, contacts: c.contacts, casesContacted: c.casesContacted, connected: voice ? c.connected : null,
      contactRateBp: rateBp(c.casesContacted, contacts.casesInCollection),
      contactsPerCase: c.casesContacted ? Math.round((c.contacts * 100) / c.casesContacted) / 100 : null,
      connectRateBp: voice ? rateBp(c.connected, c.contacts) : null,
    };
  });
  return {
    dayFrom: span.dayFrom, dayTo: span.dayTo, grain, system, levels, periods, flow: perPeriod.flow,
    roll: roll(cells, levels, filter),
    cure: breakdowns(cohort, collected, names, levels),
    promises: promises.map(promiseRate), promiseTotals,
    casesInCollection: contacts.casesInCollection, contacts: channels,
    recovery: {
      ...handOver,
      outsourcedCollectedCents: collected.reduce((s, r) => s + r.outsourcedCents, 0),
      badDebtRecoveredCents: collected.reduce((s, r) => s + r.badDebtCents, 0),
    },
    totals: { newCases: total('newCases'), entered: total('entered'), left: total('left'), collectedCents: total('collectedCents'), promisesMade: total('promisesMade') },
    readAt: now.toISOString(),
  };
}
