/**
 * The frame of a ReportSystem screen: its title, the export for holders of its code, the filter bar kept in the
 * address bar, the report read through Refine's useCustom, and under it the report's own status line and body.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useCustom, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDef } from '../../../common/lists/filters';
import { actionCode, screen } from '../../../common/routes';
import { useOperation } from '../../hooks/useOperation';
import { useXlsxExport } from '../files/useXlsxExport';
import { ScreenTitle } from '../layout/ScreenTitle';
import { ListFilterBar, type FilterParams } from '../list';
import { useReportFilter } from './useReportFilter';

export interface ReportScreenProps<A extends BaseRecord> {
  screenKey: string;
  /** The report's namespace: actions.export, export.*, fields.* */
  ns: string;
  urls: { daily: string; export: string };
  filters: readonly FilterDef[];
  /** data-testid prefix: <testId>-export, <testId>-status. */
  testId: string;
  status: (report: A) => ReactNode;
  children: (report: A, filter: FilterParams) => ReactNode;
}

export function ReportScreen<A extends BaseRecord>({ screenKey, ns, urls, filters, testId, status, children }: ReportScreenProps<A>) {
  const { t } = useTranslation(ns);
  const can = useOperation();
  const { filter, search } = useReportFilter(filters);
  const { query } = useCustom<A>({ url: urls.daily, method: 'get', config: { query: filter } });
  const report = query.data?.data;
  const exporter = useXlsxExport(ns, { url: urls.export, params: filter });

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(screenKey).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(screenKey, 'export')) && (
        <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid={`${testId}-export`}>{t('actions.export')}</Button>
      )}>
      <ListFilterBar defs={filters} values={filter} onSearch={search} labels={`${ns}:fields`} />
      {query.isError && <Alert type="error" showIcon message={query.error?.message} />}
      {!report ? <Flex justify="center"><Spin /></Flex> : (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary" data-testid={`${testId}-status`}>{status(report)}</Typography.Text>
          {children(report, filter)}
        </Flex>
      )}
    </Card>
  );
}

/** A chart's title and hint above it. */
export function ChartHeading({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>{title}</Typography.Title>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </>
  );
}
