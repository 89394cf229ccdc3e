/** Quality center results (QualitySystem/QualityCenter): scores per employee, team and checkpoint over days; calibration agreement. */
import { sql } from 'drizzle-orm';
import type { QualityResultGroup } from '../../../common/quality/quality';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { merchantScopeClause, sessionMerchantScope } from '../../core/merchant-scope';
import * as repo from './quality.repository';

export async function calibration(deps: Deps, session: SessionUser, query: { dayFrom: string; dayTo: string }) {
  const scope = await sessionMerchantScope(deps.db, session);
  const rows = await repo.calibrationPairs(deps.db, query.dayFrom, query.dayTo, merchantScopeClause(sql`c.merchant_id`, scope));
  const pairs = rows.map((r) => ({
    id: Number(r.id), firstId: Number(r.first_id), contactDay: r.contact_day, source: r.source, employeeName: r.employee,
    firstInspector: r.first_inspector, secondInspector: r.second_inspector, firstScore: r.first_score, secondScore: r.second_score,
    sameOutcome: r.first_passed === r.second_passed, scoreGap: Math.abs(r.first_score - r.second_score),
    agreementPct: r.compared ? Math.round((100 * r.agreed) / r.compared) : null,
  }));
  const withAgreement = pairs.filter((p) => p.agreementPct !== null);
  return {
    pairs,
    summary: {
      pairs: pairs.length,
      agreementPct: withAgreement.length ? Math.round(withAgreement.reduce((s, p) => s + (p.agreementPct ?? 0), 0) / withAgreement.length) : null,
      sameOutcomePct: pairs.length ? Math.round((100 * pairs.filter((p) => p.sameOutcome).length) / pairs.length) : null,
    },
  };
}

export async function results(deps: Deps, session: SessionUser, query: { group: QualityResultGroup; dayFrom: string; dayTo: string }) {
  if (query.dayFrom > query.dayTo) throw validationError('quality:errors.dayOrder');
  const scope = await sessionMerchantScope(deps.db, session);
  const rows = await repo.results(deps.db, query.group, query.dayFrom, query.dayTo, merchantScopeClause(sql`q.merchant_id`, scope));
  const totals = new Map<number, { key: number; name: string; reviews: number; failed: number; major: number; scoreSum: number; scored: number }>();
  for (const r of rows) {
    const t = totals.get(Number(r.key)) ?? { key: Number(r.key), name: r.name, reviews: 0, failed: 0, major: 0, scoreSum: 0, scored: 0 };
    t.reviews += r.reviews;
    t.failed += r.failed;
    t.major += r.major;
    if (r.avg_score !== null) {
      t.scoreSum += r.avg_score * r.reviews;
      t.scored += r.reviews;
    }
    totals.set(t.key, t);
  }
  return {
    rows: [...totals.values()].map((t) => ({
      key: t.key, name: t.name, reviews: t.reviews, failed: t.failed, majorViolations: t.major,
      avgScore: t.scored ? Math.round(t.scoreSum / t.scored) : null, passRatePct: t.reviews ? Math.round((100 * (t.reviews - t.failed)) / t.reviews) : null,
    })).sort((a, b) => b.reviews - a.reviews || a.name.localeCompare(b.name)),
    series: rows.map((r) => ({ key: Number(r.key), name: r.name, day: r.day, reviews: r.reviews, avgScore: r.avg_score })),
  };
}
