/** The chart's figures and the rest of the report as a table, one row per period, totals in the footer. */
import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../common/money';
import { REPORT_COLUMNS, type FinancialReportAnswer, type FinancialReportRow } from '../../../../common/reports/financial-report';


export function ReportTable({ report }: { report: FinancialReportAnswer }) {
  const { t } = useTranslation('financialReport');
  const columns = useMemo(() => [
    { key: 'period', dataIndex: 'period', title: t(`periods.${report.grain}`), fixed: 'left' as const, width: 120 },
    ...REPORT_COLUMNS.map((f) => ({
      key: f, dataIndex: f, title: t(`figures.${f}`), align: 'right' as const, width: 150,
      render: (cents: number) => formatCents(cents),
    })),
  ], [t, report.grain]);
  return (
    <Table<FinancialReportRow> rowKey="period" size="small" data-testid="financial-report-table" pagination={false}
      columns={columns} dataSource={report.rows} scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary>
          <Table.Summary.Row data-testid="financial-report-totals">
            <Table.Summary.Cell index={0}><Typography.Text strong>{t('table.total')}</Typography.Text></Table.Summary.Cell>
            {REPORT_COLUMNS.map((f, i) => (
              <Table.Summary.Cell key={f} index={i + 1} align="right">
                <Typography.Text strong data-figure={f}>{formatCents(report.totals[f])}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )} />
  );
}
