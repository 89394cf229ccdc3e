/**
 * OperationReport's one query: the orders applied on the span's EAT days (`apply_day`, along orders_apply_idx by
 * their apply time), per period and merchant, counted by the state they are in now. Within the caller's merchants.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COUNTED_FIGURES, LOAN_TYPE, OPERATION_FIGURES, type OperationFigure, type OperationFigures } from '../../../common/reports/operation-report';
import type { MerchantScope } from '../../core/merchant-scope';
import { queryRows, type DbOrTx } from '../../db/client';
import { APPLY_PERIOD, inStates, orderCohortWhere, type OrderCohortFilter } from '../report/order-cohort';

export type OperationFilter = OrderCohortFilter;

const count = (when: SQL) => sql`count(*) filter (where ${when})`;

const FIGURES: Record<OperationFigure, SQL> = {
  applications: sql`count(*)`,
  machinePassed: count(inStates(COUNTED_FIGURES.machinePassed)),
  machineRefused: count(inStates(COUNTED_FIGURES.machineRefused)),
  approved: count(inStates(COUNTED_FIGURES.approved)),
  rejected: count(inStates(COUNTED_FIGURES.rejected)),
  disbursed: count(inStates(COUNTED_FIGURES.disbursed)),
  disbursedAmount: sql`coalesce(sum(o.loan_amount_cents) filter (where ${inStates(COUNTED_FIGURES.disbursed)}), 0)`,
  newApplications: count(sql`o.loan_type = ${LOAN_TYPE.first}`),
  repeatApplications: count(sql`o.loan_type = ${LOAN_TYPE.repeat}`),
  newDisbursed: count(sql`o.loan_type = ${LOAN_TYPE.first} and ${inStates(COUNTED_FIGURES.disbursed)}`),
  repeatDisbursed: count(sql`o.loan_type = ${LOAN_TYPE.repeat} and ${inStates(COUNTED_FIGURES.disbursed)}`),
};

export type OperationRow = OperationFigures & { period: string; merchantId: number; merchantName: string };

export async function operationRows(db: DbOrTx, scope: MerchantScope, filter: OperationFilter): Promise<OperationRow[]> {
  const figures = sql.join(OPERATION_FIGURES.map((f) => sql`(${FIGURES[f]})::bigint as ${sql.raw(`"${f}"`)}`), sql`, `);
  const rows = await queryRows<Record<string, string>>(db, sql`
    select to_char(${APPLY_PERIOD[filter.grain]}, 'YYYY-MM-DD') as period, o.merchant_id as "merchantId", m.merchant_name as "merchantName", ${figures}
    from orders o join merchants m on m.id = o.merchant_id
    where ${orderCohortWhere(scope, filter)}
    group by 1, 2, 3 order by 1, 3`);
  return rows.map((r) => ({
    period: r.period, merchantId: Number(r.merchantId), merchantName: r.merchantName,
    ...Object.fromEntries(OPERATION_FIGURES.map((f) => [f, Number(r[f])])),
  }) as OperationRow);
}
