import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableFields } from '../../../../common/crud/entity';
import { balanceEntity } from '../../../../common/entities/balance-account';
import { actionCode, screen } from '../../../../common/routes';
import { EntityModal } from '../../../components/crud/EntityModal';
import { FilterBar } from '../../../components/crud/FilterBar';
import { useRecordHistory } from '../../../components/history';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListTable, useListTable, type RowAction } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { HistoryDrawer } from './HistoryDrawer';
import { PaymentCompanySelect } from './PaymentCompanySelect';
import { RecordModal } from './RecordModal';
import { useBalanceColumns, type BalanceRow as Row } from './useBalanceColumns';

/** Our accounts at payment companies: the last reported balance beside the ledger's, recording and history. */
export function BalanceManagementPage() {
  const { t } = useTranslation();
  const can = useOperation();
  const code = (action: string) => actionCode(balanceEntity.screen, action);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [recording, setRecording] = useState<Row | null>(null);
  const [history, setHistory] = useState<Row | null>(null);
  const list = useListTable<Row>({ url: 'balance/list' });
  const columns = useBalanceColumns();
  const changes = useRecordHistory(balanceEntity);
  const actions = (row: Row): RowAction[] => [
    ...(can(code('update')) ? [{ key: 'edit', label: t('crud.edit'), onClick: () => setEditing(row), testId: 'row-edit' }] : []),
    ...(can(code('record')) ? [{ key: 'record', label: t('balance:actions.record'), onClick: () => setRecording(row), testId: 'row-record' }] : []),
    { key: 'history', label: t('balance:actions.history'), onClick: () => setHistory(row), testId: 'row-history' },
  ];

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(balanceEntity.screen).labelKey}`)}</ScreenTitle>}
      extra={can(code('add')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="crud-add">{t('crud.add')}</Button>
      )}>
      <FilterBar entity={balanceEntity} values={list.searched} onSearch={list.search} inputs={{ paymentCompany: <PaymentCompanySelect filter /> }} />
      <ListTable<Row> rowKey="id" data-testid="balance-accounts" list={list} columns={columns} columnsKey={balanceEntity.screen}
        sortable={sortableFields(balanceEntity)} actions={actions} history={changes} rowName={(row) => row.accountName} />
      <EntityModal entity={balanceEntity} record={editing === 'new' ? null : editing} open={editing !== null}
        inputs={{ paymentCompany: <PaymentCompanySelect /> }}
        onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      <RecordModal account={recording} onClose={() => setRecording(null)} onDone={() => setRecording(null)} />
      <HistoryDrawer account={history} onClose={() => setHistory(null)} />
    </Card>
  );
}
