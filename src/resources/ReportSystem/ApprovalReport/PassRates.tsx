/**
 * Pass rates of the same orders by model level, rule set, product or auditor (the choice kept in the address bar,
 * `?by=`); a count opens its orders, filtered by the key where the order list has that filter.
 */
import { Tabs } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  approvalRatesOf, DIMENSION_COLUMNS, DIMENSION_NAMES, FUNNEL_COUNTS, FUNNEL_STATES, type ApprovalDimension,
  type ApprovalReportAnswer, type DimensionRow, type FunnelCount,
} from '../../../../common/reports/approval-report';
import { ChartHeading } from '../../../components/report/ReportScreen';
import type { FilterParams } from '../../../components/list';
import { dictUrl, useLookupOptions } from '../../../components/list/useLookupOptions';
import { dimensionDrill } from './drill-down';
import { FigureTable, type LeadColumn } from './FigureTable';

const isCount = (f: string): f is FunnelCount => f in FUNNEL_STATES;

/** The dimension's rows added up, with the rates of the sums (the auditors' leave out orders no auditor holds). */
function sumOf(rows: readonly DimensionRow[]) {
  const counts = Object.fromEntries(FUNNEL_COUNTS.map((f) => [f, rows.reduce((sum, r) => sum + r[f], 0)])) as Record<FunnelCount, number>;
  return { ...counts, ...approvalRatesOf(counts) };
}

function DimensionTable({ dimension, rows, filter }: { dimension: ApprovalDimension; rows: DimensionRow[]; filter: FilterParams }) {
  const { t } = useTranslation('approvalReport');
  const levels = useLookupOptions(dictUrl('MODEL_LEVEL'), dimension === 'modelLevel');
  const lead = useMemo((): LeadColumn<DimensionRow>[] => [{
    key: 'label', title: t(`dimensions.${dimension}`), width: 200,
    render: (r) => (r.key === null ? t('table.none') : dimension === 'modelLevel' ? levels.labelOf(r.key) ?? r.key : r.label ?? r.key),
  }], [t, dimension, levels]);
  const drill = useCallback((row: DimensionRow, f: string) => (isCount(f) ? dimensionDrill(dimension, row, f, filter) : null), [dimension, filter]);
  return (
    <FigureTable<DimensionRow> rows={rows} rowKey={(r) => String(r.key)} lead={lead} figures={DIMENSION_COLUMNS} totals={sumOf(rows)}
      drill={drill} approximate={t('passRates.approximate')} testId={`approval-report-${dimension}`} />
  );
}

export function PassRates({ report, filter }: { report: ApprovalReportAnswer; filter: FilterParams }) {
  const { t } = useTranslation('approvalReport');
  const [params, setParams] = useSearchParams();
  const by = (DIMENSION_NAMES as string[]).includes(params.get('by') ?? '') ? params.get('by') as ApprovalDimension : 'modelLevel';
  const choose = (key: string) => setParams((p) => {
    p.set('by', key);
    return p;
  });
  return (
    <div>
      <ChartHeading title={t('passRates.title')} hint={t('passRates.hint')} />
      <Tabs activeKey={by} onChange={choose} items={DIMENSION_NAMES.map((d) => ({
        key: d, label: t(`dimensions.${d}`), children: <DimensionTable dimension={d} rows={report.dimensions[d]} filter={filter} />,
      }))} />
    </div>
  );
}
