import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_MANAGEMENT_COLUMNS, ORDER_MANAGEMENT_SCREENS, type OrderManagementScreen } from '../../../../common/orders/order-management';
import { actionCode, screen } from '../../../../common/routes';
import { ALL_ORDER_FILTERS, OrderFilterBar, OrderTable, useOrderColumns, useOrderList } from '../../../components/orders';
import { useOperation } from '../../../hooks/useOperation';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { EXPORT_MAX_ROWS } from '../../../../common/orders/order-management';
import { ORDER_SORTABLE } from '../../../../common/orders/order-query';

/** The columns shown until the user chooses: what a reviewer scans first, fitting 1280 px (920 of the 950 px a 1280 px window gives the table); product and the rest are one click away in the column chooser. */
const FIRST_COLUMNS: readonly string[] = ['orderNo', 'customerName', 'phone', 'status', 'applyAt', 'loanAmountCents'];
const hiddenByDefault = (columns: readonly string[]) => columns.filter((c) => !FIRST_COLUMNS.includes(c));

/** Every order with every filter of the spec, and the export of the filtered rows (OrderManagement and its simplified twin). */
export function OrderManagementPage({ name }: { name: OrderManagementScreen }) {
  const { t } = useTranslation('orderManagement');
  const can = useOperation();
  const key = ORDER_MANAGEMENT_SCREENS[name];
  const list = useOrderList(`${name}/list`, {}, true, `${name}/exactTotal`);
  const columns = useOrderColumns(ORDER_MANAGEMENT_COLUMNS[name]);
  const exporter = useXlsxExport('orderManagement', { url: `${name}/export`, params: list.filter, total: list.total, cap: { rows: EXPORT_MAX_ROWS, messageKey: 'export.tooMany' } });
  const exportButton = can(actionCode(key, 'export')) && (
    <Button icon={<DownloadOutlined />} onClick={exporter.start} loading={exporter.exporting} disabled={!list.total} data-testid="order-export">
      {t('actions.export')}
    </Button>
  );
  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(key).labelKey}`)}</ScreenTitle>} extra={exportButton}>
      <OrderFilterBar fields={ALL_ORDER_FILTERS} values={list.searched} onSearch={list.search} />
      <OrderTable list={list} columns={columns} sortable={ORDER_SORTABLE} columnsKey={key} defaultHidden={hiddenByDefault(ORDER_MANAGEMENT_COLUMNS[name])} />
    </Card>
  );
}
