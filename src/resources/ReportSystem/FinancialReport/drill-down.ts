/**
 * Where a bar of the chart leads: the loans disbursed in its period (LoanManagement, by lending day) or the
 * repayments of its period (RepaymentManagementNew, by repaid time), with the report's merchant and channel.
 */
import type { ReportGrain } from '../../../../common/reports/financial-report';
import type { FilterParams } from '../../../components/list';
import { listAddress, periodDays } from '../../../components/report/list-address';

export type DrillTarget = 'disbursed' | 'repaid';

export function drillDown(target: DrillTarget, period: string, grain: ReportGrain, filter: FilterParams): string {
  const { from, to } = periodDays(period, grain, filter);
  if (target === 'disbursed') {
    return listAddress('AfterLoanSystem/LoanManagement', { lendingDayFrom: from, lendingDayTo: to, merchantId: filter.merchantId, lendingChannel: filter.channel });
  }
  return listAddress('AfterLoanSystem/RepaymentManagementNew', { repaidFrom: `${from} 00:00:00`, repaidTo: `${to} 23:59:59`, paymentChannel: filter.channel });
}
