/**
 * ApprovalReport's queries, live over the orders applied on the span's EAT days (along orders_apply_idx by their
 * apply time), within the caller's merchants, each order counted by the state it is in now. An order's first
 * manual decision and its machine review's rule set come from its audit steps (order_steps_order_idx: one index
 * probe per order); the payout time is the order's lending time (the payout's success). Re-review applications are
 * read by their submitted day (re_review_applications_day_idx).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import {
  APPROVAL_TIMES, FUNNEL_COUNTS, FUNNEL_STATES, RE_REVIEW_FIGURES, type ApprovalDimension, type ApprovalTime, type FunnelCount,
  type ReReviewFigure, type RefusalRow,
} from '../../../common/reports/approval-report';
import type { MerchantScope } from '../../core/merchant-scope';
import { queryRows, type DbOrTx } from '../../db/client';
import { products, riskRuleSets, users } from '../../db/schema';
import { APPLY_PERIOD, inStates, orderCohortWhere, orderKeysWhere, type OrderCohortFilter } from '../report/order-cohort';

export type ApprovalFilter = OrderCohortFilter;

const COUNTS = sql.join(FUNNEL_COUNTS.map((f) => sql`(count(*) filter (where ${inStates(FUNNEL_STATES[f])}))::bigint as ${sql.raw(`"${f}"`)}`), sql`, `);

/** Minutes, of the decided orders (application → first approve or reject) and of the disbursed (application → payout). */
const minutes = (to: SQL, states: readonly number[]) => sql`case when ${inStates(states)} then extract(epoch from (${to} - o.apply_at)) / 60 end`;
const percentile = (p: number, value: SQL) => sql`round((percentile_cont(${sql.raw(String(p))}) within group (order by ${value}))::numeric)`;
const DECISION = minutes(sql`o.decided_at`, FUNNEL_STATES.decided);
const PAYOUT = minutes(sql`o.lending_at`, FUNNEL_STATES.disbursed);
const TIMES: Record<ApprovalTime, SQL> = {
  decisionMedian: percentile(0.5, DECISION), decisionP90: percentile(0.9, DECISION),
  payoutMedian: percentile(0.5, PAYOUT), payoutP90: percentile(0.9, PAYOUT),
};

const num = (v: string | null) => (v === null ? null : Number(v));
type Raw = Record<string, string | null>;
const countsOf = (r: Raw) => Object.fromEntries(FUNNEL_COUNTS.map((f) => [f, Number(r[f])])) as Record<FunnelCount, number>;

export type FunnelRaw = Record<FunnelCount, number> & Record<ApprovalTime, number | null> & {
  /** 'row': a period of a merchant; 'period': a period over the merchants; 'total': the span. */
  level: 'row' | 'period' | 'total';
  period: string | null;
  merchantId: number | null;
  merchantName: string | null;
};

/** The funnel and the times per period and merchant, per period and for the span, in one pass (grouping sets). */
export async function funnelRows(db: DbOrTx, scope: MerchantScope, filter: ApprovalFilter): Promise<FunnelRaw[]> {
  const times = sql.join(APPROVAL_TIMES.map((k) => sql`${TIMES[k]} as ${sql.raw(`"${k}"`)}`), sql`, `);
  const rows = await queryRows<Raw>(db, sql`
    with o as (
      select o.*, ${APPLY_PERIOD[filter.grain]} as period,
        (select min(s.at) from order_steps s where s.order_id = o.id and s.action in ('approve', 'reject')) as decided_at
      from orders o where ${orderCohortWhere(scope, filter)})
    select grouping(o.period, o.merchant_id) as level, to_char(o.period, 'YYYY-MM-DD') as period, o.merchant_id as "merchantId",
      m.merchant_name as "merchantName", ${COUNTS}, ${times}
    from o join merchants m on m.id = o.merchant_id
    group by grouping sets ((o.period, o.merchant_id, m.merchant_name), (o.period), ())
    order by 2 nulls last, 4`);
  const LEVEL = { 0: 'row', 1: 'period', 3: 'total' } as const;
  return rows.map((r) => ({
    level: LEVEL[Number(r.level) as 0 | 1 | 3], period: r.period, merchantId: num(r.merchantId), merchantName: r.merchantName,
    ...countsOf(r), ...Object.fromEntries(APPROVAL_TIMES.map((k) => [k, num(r[k])])),
  }) as FunnelRaw);
}

const DIMENSION_KEY: Record<ApprovalDimension, SQL> = {
  modelLevel: sql`o.model_level`,
  ruleSet: sql`o.rule_set_id`,
  product: sql`o.product_id::text`,
  auditor: sql`o.auditor_id::text`,
};

export interface DimensionRaw extends Record<FunnelCount, number> { dimension: ApprovalDimension; key: string | null }

/** The counts per model level, rule set (the machine review step's), product and auditor (the order's now), in one pass. */
export async function dimensionRows(db: DbOrTx, scope: MerchantScope, filter: ApprovalFilter): Promise<DimensionRaw[]> {
  const names = Object.keys(DIMENSION_KEY) as ApprovalDimension[];
  const rows = await queryRows<Raw>(db, sql`
    with o as (
      select o.*, (select s.detail->>'ruleSetId' from order_steps s
        where s.order_id = o.id and s.action in ('machinePass', 'machineRefuse') order by s.at limit 1) as rule_set_id
      from orders o where ${orderCohortWhere(scope, filter)})
    select ${sql.join(names.map((d) => sql`grouping(${DIMENSION_KEY[d]}) as ${sql.raw(`"g_${d}"`)}`), sql`, `)},
      ${sql.join(names.map((d) => sql`${DIMENSION_KEY[d]} as ${sql.raw(`"k_${d}"`)}`), sql`, `)}, ${COUNTS}
    from o group by grouping sets (${sql.join(names.map((d) => sql`(${DIMENSION_KEY[d]})`), sql`, `)})`);
  return rows.map((r) => {
    const dimension = names.find((d) => Number(r[`g_${d}`]) === 0)!;
    return { dimension, key: r[`k_${dimension}`], ...countsOf(r) };
  });
}

/** Names of the products, auditors and rule sets the dimensions name (a rule set with its merchant). */
export async function dimensionLabels(db: DbOrTx, ids: { product: number[]; auditor: number[]; ruleSet: number[] }) {
  const none = [-1];
  const [productRows, auditorRows, ruleSetRows] = await Promise.all([
    db.select({ id: products.id, name: products.productName, code: products.productCode }).from(products).where(inArray(products.id, ids.product.length ? ids.product : none)),
    db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, ids.auditor.length ? ids.auditor : none)),
    db.select({ id: riskRuleSets.id, name: riskRuleSets.name, merchantId: riskRuleSets.merchantId }).from(riskRuleSets).where(inArray(riskRuleSets.id, ids.ruleSet.length ? ids.ruleSet : none)),
  ]);
  return {
    product: new Map(productRows.map((p) => [String(p.id), `${p.name} (${p.code})`])),
    auditor: new Map(auditorRows.map((u) => [String(u.id), u.name])),
    ruleSet: new Map(ruleSetRows.map((s) => [String(s.id), { name: s.name, merchantId: s.merchantId }])),
  };
}

/** The refused orders (machine-refused and rejected now) per refuse code, most first. */
export async function refusalRows(db: DbOrTx, scope: MerchantScope, filter: ApprovalFilter): Promise<Omit<RefusalRow, 'share'>[]> {
  const rows = await queryRows<Raw>(db, sql`
    select o.refuse_code as code, o.status, count(*)::bigint as count from orders o
    where ${orderCohortWhere(scope, filter)} and o.status in (${ORDER_STATUS.machineRefused}, ${ORDER_STATUS.approvalRejected})
    group by 1, 2 order by 3 desc, 1 nulls last, 2`);
  return rows.map((r) => ({ code: r.code, status: Number(r.status), count: Number(r.count) }));
}

const S = ORDER_STATUS;
const sentBack = sql`a.status = 'approved'`;
const RE_REVIEW: Record<ReReviewFigure, SQL> = {
  submitted: sql`count(*)`,
  pending: sql`count(*) filter (where a.status = 'pending')`,
  refused: sql`count(*) filter (where a.status = 'rejected')`,
  sentBack: sql`count(*) filter (where ${sentBack})`,
  sentBackApproved: sql`count(*) filter (where ${sentBack} and ${inStates(FUNNEL_STATES.approved)})`,
  sentBackRejected: sql`count(*) filter (where ${sentBack} and o.status = ${S.approvalRejected})`,
  sentBackInReview: sql`count(*) filter (where ${sentBack} and o.status in (${S.toBeAllocated}, ${S.pendingReview}))`,
};

/** Re-review applications submitted on the span's days (of the report's merchants, products and channels), by outcome. */
export async function reReviewFigures(db: DbOrTx, scope: MerchantScope, filter: ApprovalFilter): Promise<Record<ReReviewFigure, number>> {
  const [row] = await queryRows<Raw>(db, sql`
    select ${sql.join(RE_REVIEW_FIGURES.map((f) => sql`(${RE_REVIEW[f]})::bigint as ${sql.raw(`"${f}"`)}`), sql`, `)}
    from re_review_applications a join orders o on o.id = a.order_id
    where a.submitted_day >= ${filter.dayFrom} and a.submitted_day <= ${filter.dayTo} and ${orderKeysWhere(scope, filter, sql`a.merchant_id`)}`);
  return Object.fromEntries(RE_REVIEW_FIGURES.map((f) => [f, Number(row[f])])) as Record<ReReviewFigure, number>;
}
