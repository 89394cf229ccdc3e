/**
 * ReportSystem/OperationReport: the orders applied per EAT day, week or month and merchant, by the state they
 * are in now — applications, machine review, approvals, disbursements, new and repeat customers, and the
 * conversions between the steps (docs/reports.md); a chart, a paged table whose counts open their orders, the export.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  OPERATION_REPORT_FILTERS, OPERATION_REPORT_SCREEN, OPERATION_REPORT_URLS, type OperationReportAnswer,
} from '../../../../common/reports/operation-report';
import { actionCode, screen } from '../../../../common/routes';
import { formatEat } from '../../../../common/time';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar } from '../../../components/list';
import { useReportFilter } from '../../../components/report/useReportFilter';
import { useOperation } from '../../../hooks/useOperation';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';

export default function OperationReport() {
  const { t } = useTranslation('operationReport');
  const can = useOperation();
  const { filter, search } = useReportFilter(OPERATION_REPORT_FILTERS);
  const { query } = useCustom<OperationReportAnswer>({ url: OPERATION_REPORT_URLS.daily, method: 'get', config: { query: filter } });
  const report = query.data?.data;
  const exporter = useXlsxExport('operationReport', { url: OPERATION_REPORT_URLS.export, params: filter });

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(OPERATION_REPORT_SCREEN).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(OPERATION_REPORT_SCREEN, 'export')) && (
        <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="operation-report-export">{t('actions.export')}</Button>
      )}>
      <ListFilterBar defs={OPERATION_REPORT_FILTERS} values={filter} onSearch={search} labels="operationReport:fields" />
      {query.isError && <Alert type="error" showIcon message={query.error?.message} />}
      {!report ? <Flex justify="center"><Spin /></Flex> : (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary" data-testid="operation-report-read">{t('read', { time: formatEat(report.readAt) })}</Typography.Text>
          <div>
            <Typography.Title level={2} style={{ fontSize: 16 }}>{t('chart.title')}</Typography.Title>
            <Typography.Text type="secondary">{t('chart.hint')}</Typography.Text>
            <ReportChart report={report} filter={filter} />
          </div>
          <ReportTable report={report} filter={filter} />
        </Flex>
      )}
    </Card>
  );
}
