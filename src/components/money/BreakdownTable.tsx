import { Table, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILL_COMPONENTS, sumBreakdown, type BillComponent, type Breakdown } from '../../../common/money/components';
import { Kes } from './Kes';

export interface BreakdownColumn {
  key: string;
  title: string;
  amounts: Breakdown;
}

interface Row {
  component: BillComponent | 'total';
}

interface Props {
  columns: readonly BreakdownColumn[];
  /** Leave out the components that are zero in every column. */
  hideZero?: boolean;
  testId?: string;
}

/** Amounts per bill component (principal, interest, fees…) side by side, with a total row. */
export function BreakdownTable({ columns, hideZero = false, testId }: Props) {
  const { t } = useTranslation('repay');
  const shown = BILL_COMPONENTS.filter((c) => !hideZero || columns.some((col) => col.amounts[c] !== 0));
  const rows: Row[] = [...shown.map((component) => ({ component })), { component: 'total' as const }];
  const tableColumns: TableColumnType<Row>[] = [
    { key: 'component', title: t('breakdown.component'), render: (_, row) => (row.component === 'total' ? <strong>{t('breakdown.total')}</strong> : t(`components.${row.component}`)) },
    ...columns.map((c): TableColumnType<Row> => ({
      key: c.key, title: c.title, align: 'right',
      render: (_, row) => <Kes cents={row.component === 'total' ? sumBreakdown(c.amounts) : c.amounts[row.component]} strong={row.component === 'total'} />,
    })),
  ];
  return <Table<Row> rowKey="component" size="small" pagination={false} columns={tableColumns} dataSource={rows} data-testid={testId} />;
}
