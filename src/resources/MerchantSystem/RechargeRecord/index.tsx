import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_SCREENS, BILLING_URLS, RECHARGE_FILTERS, type MerchantBalance, type RechargeRow } from '../../../../common/merchant/billing';
import { RECHARGE_HIDDEN_FIRST } from '../../../../common/merchant/billing-columns';
import { MONEY_EXPORT_MAX_ROWS } from '../../../../common/money/money-inputs';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { BalanceStrip } from './BalanceStrip';
import { OverdraftDialog } from './OverdraftDialog';
import { RechargeDialog } from './RechargeDialog';
import { RejectDialog } from './RejectDialog';
import { TotalsLine } from './TotalsLine';
import { useRechargeColumns, useRechargeRowActions } from './useRechargeColumns';

const KEY = BILLING_SCREENS.recharges;

/** RechargeRecord: the merchants' balances, their recharges (recorded, then confirmed by another person), totals and export. */
export default function RechargeRecord() {
  const { t } = useTranslation('merchantBilling');
  const can = useOperation();
  const [recording, setRecording] = useState(false);
  const [rejecting, setRejecting] = useState<RechargeRow | null>(null);
  const [overdraft, setOverdraft] = useState<MerchantBalance | null>(null);
  const list = useListTable<RechargeRow>({ url: BILLING_URLS.recharges });
  const merchantId = list.filter.merchantId ? Number(list.filter.merchantId) : undefined;
  const columns = useRechargeColumns();
  const actions = useRechargeRowActions(setRejecting);
  const exporter = useXlsxExport('merchantBilling', {
    url: 'merchantBilling/recharges/export', params: list.filter, total: list.total, fileName: t('export.recharges'),
    cap: { rows: MONEY_EXPORT_MAX_ROWS, messageKey: 'errors.exportTooMany' },
  });

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>}
      extra={(
        <Space>
          {can(actionCode(KEY, 'export')) && <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="recharge-export">{t('actions.export')}</Button>}
          {can(actionCode(KEY, 'recharge')) && <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecording(true)} data-testid="recharge-add">{t('actions.recharge')}</Button>}
        </Space>
      )}>
      <BalanceStrip merchantId={merchantId} onOverdraft={can(actionCode(KEY, 'overdraft')) ? setOverdraft : undefined} />
      <ListFilterBar defs={RECHARGE_FILTERS} values={list.searched} onSearch={list.search} labels="merchantBilling:fields" />
      <TotalsLine url={BILLING_URLS.rechargeTotals} filter={list.filter} />
      <ListTable<RechargeRow> rowKey="id" list={list} columns={columns} columnsKey={KEY} defaultHidden={RECHARGE_HIDDEN_FIRST}
        actions={actions} rowName={(row) => row.rechargeNo} data-testid="recharge-table" />
      <RechargeDialog open={recording} merchantId={merchantId} onClose={() => setRecording(false)} />
      <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />
      <OverdraftDialog balance={overdraft} onClose={() => setOverdraft(null)} />
    </Card>
  );
}
