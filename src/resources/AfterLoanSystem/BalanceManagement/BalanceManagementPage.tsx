import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceEntity, type BalanceAccountRow } from '../../../../common/entities/balance-account';
import { actionCode, screen } from '../../../../common/routes';
import { EntityModal } from '../../../components/crud/EntityModal';
import { FilterBar } from '../../../components/crud/FilterBar';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import { HistoryDrawer } from './HistoryDrawer';
import { PaymentCompanySelect } from './PaymentCompanySelect';
import { RecordModal } from './RecordModal';
import { useBalanceColumns } from './useBalanceColumns';

type Row = BalanceAccountRow & Record<string, unknown>;

/** Our accounts at payment companies: the last reported balance beside the ledger's, recording and history. */
export function BalanceManagementPage() {
  const { t } = useTranslation();
  const can = useOperation();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [sort, setSort] = useState<{ sortField?: string; sortOrder?: string }>({});
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [recording, setRecording] = useState<Row | null>(null);
  const [history, setHistory] = useState<Row | null>(null);
  const [recorded, setRecorded] = useState(0);
  const pagination = usePagination();
  const list = usePagedList<Row>('balance/list', { ...pagination.params, ...filters, ...sort });
  const columns = useBalanceColumns({ onEdit: setEditing, onRecord: setRecording, onHistory: setHistory });

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(balanceEntity.screen).labelKey}`)}</Typography.Title>}
      extra={can(actionCode(balanceEntity.screen, 'add')) && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="crud-add">{t('crud.add')}</Button>
      )}>
      <FilterBar entity={balanceEntity} inputs={{ paymentCompany: <PaymentCompanySelect filter /> }}
        onSearch={(values) => { setFilters(values); pagination.reset(); }} />
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<Row> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns}
          scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }}
          data-testid="balance-accounts"
          onChange={(_, __, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            setSort(s?.order ? { sortField: String(s.field), sortOrder: s.order } : {});
          }} />
      )}
      <EntityModal entity={balanceEntity} record={editing === 'new' ? null : editing} open={editing !== null}
        inputs={{ paymentCompany: <PaymentCompanySelect /> }}
        onClose={() => setEditing(null)} onSaved={() => { setEditing(null); list.reload(); }} />
      <RecordModal account={recording} onClose={() => setRecording(null)}
        onDone={() => { setRecording(null); setRecorded((n) => n + 1); list.reload(); }} />
      <HistoryDrawer account={history} version={recorded} onClose={() => setHistory(null)} />
    </Card>
  );
}
