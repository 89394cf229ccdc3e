/**
 * ReportSystem/FinancialReport: the ledger's money per EAT day, week or month, by merchant, product and channel
 * (docs/reports.md) — a chart of disbursed and repaid, a table of every figure with totals, when the snapshot
 * days were built, and the export for holders of its code.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FINANCIAL_REPORT_FILTERS, FINANCIAL_REPORT_SCREEN, FINANCIAL_REPORT_URLS, type FinancialReportAnswer,
} from '../../../../common/reports/financial-report';
import { actionCode, screen } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar } from '../../../components/list';
import { useReportFilter } from '../../../components/report/useReportFilter';
import { useOperation } from '../../../hooks/useOperation';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';

export default function FinancialReport() {
  const { t } = useTranslation('financialReport');
  const can = useOperation();
  const { filter, search } = useReportFilter(FINANCIAL_REPORT_FILTERS);
  const { query } = useCustom<FinancialReportAnswer>({ url: FINANCIAL_REPORT_URLS.daily, method: 'get', config: { query: filter } });
  const report = query.data?.data;
  const exporter = useXlsxExport('financialReport', { url: FINANCIAL_REPORT_URLS.export, params: filter });

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(FINANCIAL_REPORT_SCREEN).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(FINANCIAL_REPORT_SCREEN, 'export')) && (
        <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="financial-report-export">{t('actions.export')}</Button>
      )}>
      <ListFilterBar defs={FINANCIAL_REPORT_FILTERS} values={filter} onSearch={search} labels="financialReport:fields" />
      {query.isError && <Alert type="error" showIcon message={query.error?.message} />}
      {!report ? <Flex justify="center"><Spin /></Flex> : (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary" data-testid="financial-report-refreshed">
            {report.refreshedAt ? t('refreshed', { time: formatEat(report.refreshedAt) }) : t('notRefreshed')}
          </Typography.Text>
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }}>{t('chart.title')}</Typography.Title>
            <Typography.Text type="secondary">{t('chart.hint')}</Typography.Text>
            <ReportChart report={report} filter={filter} />
          </div>
          <ReportTable report={report} />
        </Flex>
      )}
    </Card>
  );
}
