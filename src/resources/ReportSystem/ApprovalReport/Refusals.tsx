/** Refuse codes ranked: a bar per code (the ten most frequent) and the table of every code with its share; a code opens its refused orders. */
import { Table, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatRate } from '../../../../common/rate';
import type { ApprovalReportAnswer, RefusalRow } from '../../../../common/reports/approval-report';
import Chart from '../../../components/chart/Chart';
import type { ECElementEvent } from '../../../components/chart/echarts';
import type { FilterParams } from '../../../components/list';
import { dictUrl, useLookupOptions } from '../../../components/list/useLookupOptions';
import { ChartHeading } from '../../../components/report/ReportScreen';
import { refusalDrill } from './drill-down';

const CHARTED = 10;

export function Refusals({ report, filter }: { report: ApprovalReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('approvalReport');
  const navigate = useNavigate();
  const codes = useLookupOptions(dictUrl('REFUSE_CODE'));
  const nameOf = useCallback((r: RefusalRow) => (r.code === null ? t('table.none') : codes.labelOf(r.code) ?? ''), [codes, t]);
  const charted = report.refusals.slice(0, CHARTED);
  const option = useMemo(() => ({
    grid: { left: 8, right: 64, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', formatter: (p: { dataIndex: number }) => {
      const r = charted[p.dataIndex];
      return r ? `${r.code ?? '—'} ${nameOf(r)} (${t(`refusals.status.${r.status}`)}): ${r.count.toLocaleString('en-KE')} · ${formatRate(r.share)}` : '';
    } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: charted.map((r) => `${r.code ?? '—'} ${nameOf(r)}`), axisLabel: { width: 220, overflow: 'truncate' } },
    series: [{ type: 'bar', name: t('refusals.count'), data: charted.map((r) => r.count), barMaxWidth: 22, label: { show: true, position: 'right' } }],
  }), [charted, nameOf, t]);
  const onClick = useCallback((event: ECElementEvent) => {
    const row = charted[event.dataIndex];
    const address = row ? refusalDrill(row, filter) : null;
    if (address) void navigate(address);
  }, [charted, filter, navigate]);
  const columns = useMemo(() => [
    { key: 'code', title: t('refusals.code'), width: 80, render: (_: unknown, r: RefusalRow) => r.code ?? '—' },
    { key: 'name', title: t('refusals.name'), render: (_: unknown, r: RefusalRow) => nameOf(r) },
    { key: 'by', title: t('refusals.by'), width: 130, render: (_: unknown, r: RefusalRow) => t(`refusals.status.${r.status}`) },
    {
      key: 'count', title: t('refusals.count'), width: 100, align: 'right' as const,
      render: (_: unknown, r: RefusalRow) => {
        const address = refusalDrill(r, filter);
        return address ? <Link to={address}>{r.count.toLocaleString('en-KE')}</Link> : r.count.toLocaleString('en-KE');
      },
    },
    { key: 'share', title: t('refusals.share'), width: 90, align: 'right' as const, render: (_: unknown, r: RefusalRow) => formatRate(r.share) },
  ], [t, nameOf, filter]);
  const refused = report.refusals.reduce((sum, r) => sum + r.count, 0);
  return (
    <div>
      <ChartHeading title={t('refusals.title')} hint={t('refusals.hint')} />
      {charted.length > 0 && <Chart option={option} label={t('refusals.chart')} onClick={onClick} height={Math.max(160, charted.length * 30 + 24)} testId="approval-report-refusals-chart" />}
      <Table<RefusalRow> rowKey={(r) => `${r.code}-${r.status}`} size="small" data-testid="approval-report-refusals" pagination={false}
        columns={columns} dataSource={report.refusals}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}><Typography.Text strong>{t('table.total')}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right"><Typography.Text strong>{refused.toLocaleString('en-KE')}</Typography.Text></Table.Summary.Cell>
            <Table.Summary.Cell index={4} />
          </Table.Summary.Row>
        )} />
    </div>
  );
}
