import { Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatKes } from '../../../common/money';
import type { OrderListRow } from '../../../common/orders/order-row';
import { formatEat } from '../../../common/time';
import { COLUMN_WIDTHS, DICT_COLUMNS, MONEY_COLUMNS, ORDER_COLUMNS, TIME_COLUMNS, type DictColumn, type OrderColumnName } from './order-columns';
import { OrderStatusTag } from './OrderStatusTag';
import { dictUrl, useOrderOptions } from './useOrderOptions';

export const orderDetailPath = (orderId: number) => `/AdminContent/OrderDetailAudit/OrderDetail?orderId=${orderId}`;

const EMPTY = '—';
const isDictColumn = (name: OrderColumnName): name is DictColumn => name in DICT_COLUMNS;

/** Dictionary labels of the dictionary columns; only the dictionaries of the columns shown are fetched (cached). */
function useDictLabels(names: readonly OrderColumnName[]): Record<DictColumn, (value: unknown) => string | undefined> {
  const labels = (column: DictColumn) => [dictUrl(DICT_COLUMNS[column]), names.includes(column)] as const;
  return {
    refuseCode: useOrderOptions(...labels('refuseCode')).labelOf,
    loanType: useOrderOptions(...labels('loanType')).labelOf,
    incomingChannel: useOrderOptions(...labels('incomingChannel')).labelOf,
    promotionChannel: useOrderOptions(...labels('promotionChannel')).labelOf,
    lendingChannel: useOrderOptions(...labels('lendingChannel')).labelOf,
    dataSource: useOrderOptions(...labels('dataSource')).labelOf,
    modelLevel: useOrderOptions(...labels('modelLevel')).labelOf,
    customerLanguage: useOrderOptions(...labels('customerLanguage')).labelOf,
    lastActionCode: useOrderOptions(...labels('lastActionCode')).labelOf,
  };
}

/**
 * Columns of an order list: the names given, in that order (every Order field by default). Masked values
 * arrive masked from the server. A screen passes `overrides` for what is special to it (a fixed column, a sorter).
 */
export function useOrderColumns(names: readonly OrderColumnName[] = ORDER_COLUMNS,
  overrides: Partial<Record<OrderColumnName, Partial<TableColumnType<OrderListRow>>>> = {}): TableColumnType<OrderListRow>[] {
  const { t } = useTranslation();
  const labels = useDictLabels(names);
  const render = (name: OrderColumnName) => (value: unknown, row: OrderListRow) => {
    if (name === 'orderNo') return <Link to={orderDetailPath(row.id)} data-testid="order-no">{row.orderNo}</Link>;
    if (name === 'status') return <OrderStatusTag status={row.status} />;
    if (value === null || value === undefined || value === '') return EMPTY;
    if (name === 'whitelist') return value ? <Tag color="green">{t('crud.yes')}</Tag> : t('crud.no');
    if (TIME_COLUMNS.includes(name)) return formatEat(value as string);
    if (MONEY_COLUMNS.includes(name)) return formatKes(Number(value));
    if (name === 'refuseCode') return `${String(value)} ${labels.refuseCode(value) ?? ''}`.trim();
    if (isDictColumn(name)) return labels[name](value) ?? String(value);
    return String(value);
  };
  return names.map((name) => ({
    key: name,
    dataIndex: name,
    title: t(`order:fields.${name}`),
    width: COLUMN_WIDTHS[name],
    ellipsis: name !== 'status' && name !== 'whitelist',
    align: MONEY_COLUMNS.includes(name) ? 'right' : undefined,
    fixed: name === 'orderNo' ? 'left' : undefined,
    render: render(name),
    ...overrides[name],
  }));
}
