/** OperationReport's vintages: each cohort's rates from its counts (common/reports/vintage.ts, docs/reports.md). */
import { formatEatDate } from '../../../common/time';
import { bpOf, FPD_FIGURES, type VintageRow } from '../../../common/reports/vintage';
import type { MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import type { OrderCohortFilter } from '../report/order-cohort';
import { vintageRows } from './vintage.repository';

export async function vintages(db: DbOrTx, scope: MerchantScope, filter: OrderCohortFilter, now: Date): Promise<VintageRow[]> {
  const rows = await vintageRows(db, scope, filter, formatEatDate(now));
  return rows.map((r) => ({
    week: r.week, loans: r.loans, principalCents: r.principalCents,
    fpd: Object.fromEntries(FPD_FIGURES.map((f) => [f, { matured: r.matured[f], unpaid: r.unpaid[f], rate: bpOf(r.unpaid[f], r.matured[f]) }])) as VintageRow['fpd'],
    duePrincipalCents: r.duePrincipalCents, duePrincipalSettledCents: r.duePrincipalSettledCents,
    repaidRate: bpOf(r.duePrincipalSettledCents, r.duePrincipalCents), repaidCents: r.repaidCents,
    extended: r.extended, extensionRate: bpOf(r.extended, r.loans),
  }));
}
