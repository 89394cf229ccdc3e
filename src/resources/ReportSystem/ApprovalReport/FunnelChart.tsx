/** The approval funnel over the span as horizontal bars, each labelled with its share of the applications; a bar opens its orders. */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatRate } from '../../../../common/rate';
import { FUNNEL_STEPS, type ApprovalReportAnswer } from '../../../../common/reports/approval-report';
import Chart from '../../../components/chart/Chart';
import type { ECElementEvent } from '../../../components/chart/echarts';
import type { FilterParams } from '../../../components/list';
import { funnelDrill } from './drill-down';

export function FunnelChart({ report, filter }: { report: ApprovalReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('approvalReport');
  const navigate = useNavigate();
  const option = useMemo(() => {
    const applied = report.totals.applications;
    const share = (n: number) => (applied ? formatRate(Math.round((n * 10_000) / applied)) : '—');
    return {
      grid: { left: 8, right: 120, top: 8, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string; value: number }) => `${p.name}: ${p.value.toLocaleString('en-KE')} (${t('funnel.ofApplications', { share: share(p.value) })})`,
      },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', inverse: true, data: FUNNEL_STEPS.map((s) => t(`figures.${s}`)) },
      series: [{
        type: 'bar', name: t('funnel.title'), barMaxWidth: 36,
        data: FUNNEL_STEPS.map((s) => report.totals[s]),
        label: { show: true, position: 'right', formatter: (p: { value: number }) => `${p.value.toLocaleString('en-KE')} · ${share(p.value)}` },
      }],
    };
  }, [report.totals, t]);
  const onClick = useCallback((event: ECElementEvent) => {
    const step = FUNNEL_STEPS[event.dataIndex];
    if (step) void navigate(funnelDrill(step, null, report.grain, filter));
  }, [report.grain, filter, navigate]);
  return <Chart option={option} label={t('funnel.title')} onClick={onClick} height={280} testId="approval-report-funnel" />;
}
