/** The funnel, rates and times per period and merchant; a count opens the orders behind it (OrderManagement, filtered). */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_COLUMNS, FUNNEL_STATES, type ApprovalReportAnswer, type ApprovalRow, type FunnelCount } from '../../../../common/reports/approval-report';
import type { FilterParams } from '../../../components/list';
import { funnelDrill } from './drill-down';
import { FigureTable, type LeadColumn } from './FigureTable';

const isCount = (f: string): f is FunnelCount => f in FUNNEL_STATES;

export function FunnelTable({ report, filter }: { report: ApprovalReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('approvalReport');
  const lead = useMemo((): LeadColumn<ApprovalRow>[] => [
    { key: 'period', title: t(`financialReport:periods.${report.grain}`), width: 110, render: (r) => r.period },
    { key: 'merchantName', title: t('table.merchant'), width: 150, render: (r) => r.merchantName },
  ], [t, report.grain]);
  const drill = useCallback((row: ApprovalRow, f: string) => (isCount(f)
    ? { address: funnelDrill(f, row.period, report.grain, filter, row.merchantId), exact: true } : null), [report.grain, filter]);
  return (
    <FigureTable<ApprovalRow> rows={report.rows} rowKey={(r) => `${r.period}-${r.merchantId}`} lead={lead} figures={FUNNEL_COLUMNS}
      totals={report.totals} drill={drill} testId="approval-report-table" />
  );
}
