/**
 * Each staff member of the area with their group and figures, each figure beside its ratio to the group's median
 * (▲ above it, ▼ below; for times and late tickets less is better). A row chooses the staff member the
 * daily chart follows.
 */
import { Table, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  againstMedian, figuresOf, LOWER_IS_BETTER, type PerformanceReportAnswer, type StaffRow,
} from '../../../../common/reports/performance-report';
import { EmptyState } from '../../../components/table';
import { figureText } from './figure-text';

export function StaffTable({ report, selected, onSelect }: { report: PerformanceReportAnswer; selected: number | null; onSelect: (userId: number | null) => void }) {
  const { t } = useTranslation('performanceReport');
  const { area } = report;
  const ratio = (row: StaffRow, figure: string) => {
    const bp = againstMedian(row.figures[figure], report.teamMedians[row.team ?? '']?.[figure] ?? null);
    if (bp === null || bp === 10_000) return null;
    const better = LOWER_IS_BETTER.has(figure) ? bp < 10_000 : bp > 10_000;
    // An arrow says above or below the median (the small green and red antd texts fail the contrast check); the words say by how much.
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={better ? 'vs-median-better' : 'vs-median-worse'}>
        {`${bp > 10_000 ? '▲' : '▼'} ${t('table.vsMedian', { ratio: (bp / 10_000).toFixed(2) })}`}
      </Typography.Text>
    );
  };
  const columns: TableColumnType<StaffRow>[] = [
    {
      key: 'name', title: t('table.staff'), fixed: 'left', width: 180,
      render: (_, r) => <><div>{r.name}</div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.userNo}</Typography.Text></>,
    },
    { key: 'team', title: t('table.team'), width: 140, render: (_, r) => r.team ?? t('table.noTeam') },
    ...figuresOf(area).map((f): TableColumnType<StaffRow> => ({
      key: f, title: t(`figures.${f}`), align: 'right', width: 140,
      render: (_, r) => <><div>{figureText(area, f, r.figures[f])}</div>{ratio(r, f)}</>,
    })),
  ];
  return (
    <Table<StaffRow> rowKey="userId" size="small" dataSource={report.staff} columns={columns} pagination={false} scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState description={t('table.empty')} /> }} data-testid="performance-report-staff"
      rowClassName={(r) => (r.userId === selected ? 'ant-table-row-selected' : '')}
      onRow={(r) => ({ onClick: () => onSelect(r.userId === selected ? null : r.userId), style: { cursor: 'pointer' } })}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}><strong>{t('table.areaMedian')}</strong></Table.Summary.Cell>
            {figuresOf(area).map((f, i) => <Table.Summary.Cell key={f} index={i + 2} align="right">{figureText(area, f, report.areaMedian[f])}</Table.Summary.Cell>)}
          </Table.Summary.Row>
        </Table.Summary>
      )} />
  );
}
