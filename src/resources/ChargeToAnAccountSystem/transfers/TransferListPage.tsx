import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSFER_SCREENS, type TransferRow } from '../../../../common/money/transfer';
import { TRANSFER_HIDDEN_FIRST } from '../../../../common/money/transfer-columns';
import { actionCode, screen } from '../../../../common/routes';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { MONEY_EXPORT_MAX_ROWS } from '../../../../common/money/money-inputs';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { TransferDecisionModal, type DecisionKind } from './TransferDecisionModal';
import { TransferDetailDrawer } from './TransferDetailDrawer';
import { TransferFilters } from './TransferFilters';
import { TransferFormModal } from './TransferFormModal';
import { TransferRowActions, type TransferScreenMode } from './TransferRowActions';
import { useTransferActions } from './useTransferActions';
import { useTransferColumns } from './useTransferColumns';
import { useTransferOptions } from './useTransferOptions';

/** CashTransferApplyFor (submit, edit, give up, detail) and CashTransferAudit (audit, payout, mark success, confirm) over one list. */
export function TransferListPage({ mode }: { mode: TransferScreenMode }) {
  const { t } = useTranslation('transfer');
  const can = useOperation();
  const key = TRANSFER_SCREENS[mode];
  const options = useTransferOptions();
  const [form, setForm] = useState<{ row: TransferRow | null } | null>(null);
  const [decision, setDecision] = useState<{ kind: DecisionKind; row: TransferRow } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const order = mode === 'audit' ? 'pendingFirst' : 'newest';
  const list = useListTable<TransferRow>({ url: 'transfer/list', params: { order } });
  const actions = useTransferActions();
  const columns = useTransferColumns((row) => (
    <TransferRowActions mode={mode} row={row} actions={actions} onDetail={(r) => setDetailId(r.id)} onEdit={(r) => setForm({ row: r })}
      onDecide={(kind, r) => setDecision({ kind, row: r })} />
  ));
  const exporter = useXlsxExport('transfer', { url: 'transfer/export', params: { ...list.filter, order }, total: list.total, cap: { rows: MONEY_EXPORT_MAX_ROWS, messageKey: 'errors.exportTooMany' } });
  const done = () => { setForm(null); setDecision(null); };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(key).labelKey}`)}</ScreenTitle>}
      extra={(
        <Space>
          {can(actionCode(key, 'export')) && <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="transfer-export">{t('actions.export')}</Button>}
          {mode === 'apply' && can(actionCode(key, 'submit')) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ row: null })} data-testid="transfer-submit">{t('actions.submit')}</Button>
          )}
        </Space>
      )}>
      <TransferFilters options={options} values={list.searched} onSearch={list.search} />
      <ListTable<TransferRow> rowKey="id" list={list} columns={columns} data-testid="transfer-table" columnsKey={key} defaultHidden={TRANSFER_HIDDEN_FIRST} rowName={(row) => row.transferNo} />
      <TransferFormModal open={form !== null} row={form?.row ?? null} options={options} onClose={() => setForm(null)} onSaved={done} />
      <TransferDecisionModal kind={decision?.kind ?? 'audit'} row={decision?.row ?? null} onClose={() => setDecision(null)} onDone={done} />
      <TransferDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
