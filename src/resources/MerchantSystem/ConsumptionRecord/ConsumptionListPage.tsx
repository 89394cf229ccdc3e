import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACQUISITION_FILTERS, BILLING_SCREENS, BILLING_URLS, CONSUMPTION_FILTERS, type ConsumptionRow } from '../../../../common/merchant/billing';
import { ACQUISITION_COLUMNS, CONSUMPTION_COLUMNS, CONSUMPTION_HIDDEN_FIRST } from '../../../../common/merchant/billing-columns';
import { MONEY_EXPORT_MAX_ROWS } from '../../../../common/money/money-inputs';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { Kes } from '../../../components/money/Kes';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { BalanceStrip } from '../RechargeRecord/BalanceStrip';
import { TotalsLine } from '../RechargeRecord/TotalsLine';
import { ChargeDialog } from './ChargeDialog';

export type ConsumptionMode = 'consumptions' | 'acquisitions';

const MODES = {
  consumptions: { key: BILLING_SCREENS.consumptions, url: BILLING_URLS.consumptions, totals: BILLING_URLS.consumptionTotals, filters: CONSUMPTION_FILTERS, columns: CONSUMPTION_COLUMNS, hidden: CONSUMPTION_HIDDEN_FIRST },
  acquisitions: { key: BILLING_SCREENS.acquisitions, url: BILLING_URLS.acquisitions, totals: BILLING_URLS.acquisitionTotals, filters: ACQUISITION_FILTERS, columns: ACQUISITION_COLUMNS, hidden: [] },
} as const;

/** The order's detail screen (OrderDetailAudit/OrderDetail), by the route table's path. */
const orderDetailPath = (orderId: number) => `${screen('OrderDetailAudit/OrderDetail').path}?orderId=${orderId}`;
const orderLink = (_: unknown, row: ConsumptionRow) => (row.orderId ? <Link to={orderDetailPath(row.orderId)}>{row.orderNo}</Link> : '—');
const LOOKS = {
  consumptionNo: { fixed: 'left' as const, width: 200 },
  orderNo: { render: orderLink },
  amount: { render: (_: unknown, row: ConsumptionRow) => <Kes cents={row.amountCents} strong /> },
  balanceAfter: { render: (_: unknown, row: ConsumptionRow) => <Kes cents={row.balanceAfterCents} type={row.balanceAfterCents < 0 ? 'danger' : undefined} /> },
};

/** ConsumptionRecord (every charge, the balances, charge by hand) and OrderAcquireManagement (the orders acquired and their price). */
export function ConsumptionListPage({ mode }: { mode: ConsumptionMode }) {
  const { t } = useTranslation('merchantBilling');
  const can = useOperation();
  const spec = MODES[mode];
  const [charging, setCharging] = useState(false);
  const list = useListTable<ConsumptionRow>({ url: spec.url });
  const columns = useDeclaredColumns<ConsumptionRow, string>(spec.columns, LOOKS);
  const merchantId = list.filter.merchantId ? Number(list.filter.merchantId) : undefined;
  const exporter = useXlsxExport('merchantBilling', {
    url: `${spec.url}/export`, params: list.filter, total: list.total, fileName: t(`export.${mode}`),
    cap: { rows: MONEY_EXPORT_MAX_ROWS, messageKey: 'errors.exportTooMany' },
  });
  const canCharge = mode === 'consumptions' && can(actionCode(spec.key, 'charge'));

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(spec.key).labelKey}`)}</ScreenTitle>}
      extra={(
        <Space>
          {can(actionCode(spec.key, 'export')) && <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="billing-export">{t('actions.export')}</Button>}
          {canCharge && <Button type="primary" icon={<PlusOutlined />} onClick={() => setCharging(true)} data-testid="charge-add">{t('actions.charge')}</Button>}
        </Space>
      )}>
      {mode === 'consumptions' && <BalanceStrip merchantId={merchantId} />}
      <ListFilterBar defs={spec.filters} values={list.searched} onSearch={list.search} labels="merchantBilling:fields" />
      <TotalsLine url={spec.totals} filter={list.filter} />
      <ListTable<ConsumptionRow> rowKey="id" list={list} columns={columns} columnsKey={spec.key} defaultHidden={spec.hidden}
        rowName={(row) => row.consumptionNo} data-testid="consumption-table" />
      {mode === 'consumptions' && <ChargeDialog open={charging} merchantId={merchantId} onClose={() => setCharging(false)} />}
    </Card>
  );
}
