import { useCustom } from '@refinedev/core';
import { Table } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EAT_DAY_FORMAT, eatToday } from '../../../../common/eat-day';
import { QUALITY_RESULT_FILTERS, QUALITY_RESULT_GROUPS, type QualityResultGroup } from '../../../../common/quality/quality';
import { ListFilterBar, type FilterParams } from '../../../components/list';
import { eatDayPick } from '../../../components/time/eat-dayjs';
import { CalibrationTable } from './CalibrationTable';
import { QUALITY_URLS } from './quality-api';

interface ResultRow { key: number; name: string; reviews: number; failed: number; majorViolations: number; avgScore: number | null; passRatePct: number | null }

const DEFAULT_DAYS = 30;

/** The group and days in the address bar beside the tab; the last 30 EAT days by employee unless told. */
function useResultsFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => {
    const asked = params.get('group');
    const dayTo = params.get('dayTo') ?? eatToday();
    return {
      group: QUALITY_RESULT_GROUPS.find((g) => g === asked) ?? 'employee' as QualityResultGroup,
      dayTo, dayFrom: params.get('dayFrom') ?? eatDayPick(dayTo).subtract(DEFAULT_DAYS - 1, 'day').format(EAT_DAY_FORMAT),
    };
  }, [params]);
  const search = useCallback((next: FilterParams) => setParams((current) => {
    const updated = new URLSearchParams({ tab: current.get('tab') ?? 'results' });
    for (const [k, v] of Object.entries(next)) if (v !== undefined && v !== '') updated.set(k, String(v));
    return updated;
  }), [setParams]);
  return { filter, search };
}

/** Reviews, failures, major violations, average score and pass rate per employee, team or checkpoint over the days. */
export function ResultsTab() {
  const { t } = useTranslation('quality');
  const { filter, search } = useResultsFilter();
  const { query } = useCustom<{ rows: ResultRow[] }>({ url: QUALITY_URLS.results, method: 'get', config: { query: filter } });
  const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
  return (
    <>
      <ListFilterBar defs={QUALITY_RESULT_FILTERS} values={filter} onSearch={search} labels="quality:fields" testId="quality-results-filter" />
      <Table<ResultRow> size="middle" rowKey="key" loading={query.isFetching} dataSource={query.data?.data?.rows ?? []} pagination={{ pageSize: 20, hideOnSinglePage: true }}
        data-testid="quality-results-table" scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t(`options.group.${filter.group}`), dataIndex: 'name' },
          { key: 'reviews', title: t('fields.reviews'), dataIndex: 'reviews', align: 'right' },
          { key: 'failed', title: t('fields.failed'), dataIndex: 'failed', align: 'right' },
          { key: 'majorViolations', title: t('fields.majorViolations'), dataIndex: 'majorViolations', align: 'right' },
          { key: 'avgScore', title: t('fields.avgScore'), dataIndex: 'avgScore', align: 'right', render: (v: number | null) => v ?? '—' },
          { key: 'passRatePct', title: t('fields.passRatePct'), dataIndex: 'passRatePct', align: 'right', render: pct },
        ]} />
      <CalibrationTable dayFrom={filter.dayFrom} dayTo={filter.dayTo} />
    </>
  );
}
