import { Card, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MONITORING_FILTERS, MONITORING_REFRESH_SECONDS, MONITORING_SCREEN, MONITORING_URLS, type MonitoringRow,
} from '../../../../common/collection/monitoring';
import { EAT_DAY_FORMAT, eatToday, isAfterEatToday } from '../../../../common/eat-day';
import { screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { eatDayPick } from '../../../components/time/eat-dayjs';
import { useMonitoringColumns } from './useMonitoringColumns';

const DEFAULTS = { system: 'v1' };

/** Per collector for one EAT day (today by default): cases held, contacted, promises made and kept, collected, calls; refreshed while open. */
export default function CollectionPersonnelMonitoring() {
  const { t } = useTranslation('collectionMonitoring');
  const list = useListTable<MonitoringRow>({ url: MONITORING_URLS.list, defaults: DEFAULTS });
  const columns = useMonitoringColumns();
  const day = typeof list.searched.day === 'string' ? list.searched.day : eatToday();
  const { reload } = list;

  useEffect(() => {
    const timer = window.setInterval(() => { if (!document.hidden) reload(); }, MONITORING_REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [reload]);

  const pickDay = (value: Dayjs | null) => {
    const next = value?.format(EAT_DAY_FORMAT);
    const { day: _previous, ...rest } = list.searched;
    list.search(next && next !== eatToday() ? { ...rest, day: next } : rest);
  };
  const search = (values: Record<string, string | number>) => list.search(list.searched.day ? { ...values, day: list.searched.day } : values);

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(MONITORING_SCREEN).labelKey}`)}</ScreenTitle>}
      extra={<EatDatePicker value={eatDayPick(day)} onChange={pickDay} allowClear={false} disabledDate={isAfterEatToday} aria-label={t('fields.day')} data-testid="monitoring-day" />}>
      <div style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary" data-testid="monitoring-refresh">{t('refresh', { day, seconds: MONITORING_REFRESH_SECONDS })}</Typography.Text>
      </div>
      <ListFilterBar defs={MONITORING_FILTERS} values={list.searched} onSearch={search} labels="collectionMonitoring:fields" />
      <ListTable<MonitoringRow> rowKey="userId" list={list} columns={columns} columnsKey={MONITORING_SCREEN} rowName={(row) => row.collectorName}
        data-testid="monitoring-table" />
    </Card>
  );
}
