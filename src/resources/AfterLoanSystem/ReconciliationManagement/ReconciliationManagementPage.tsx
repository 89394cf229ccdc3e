import { SyncOutlined } from '@ant-design/icons';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationRunRow } from '../../../../common/money/reconciliation';
import { actionCode, screen } from '../../../../common/routes';
import { EmptyState, LoadErrorAlert, usePagedList, usePagination } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import { ItemsDrawer } from './ItemsDrawer';
import { RunDialog } from './RunDialog';
import { RunFilters } from './RunFilters';
import { useRunColumns } from './useRunColumns';

const SCREEN = 'AfterLoanSystem/ReconciliationManagement';

/** Our books against each channel's daily statement: runs with their counts and totals, and each run's items. */
export function ReconciliationManagementPage() {
  const { t } = useTranslation('reconciliation');
  const can = useOperation();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [running, setRunning] = useState(false);
  const [shown, setShown] = useState<ReconciliationRunRow | null>(null);
  const pagination = usePagination();
  const list = usePagedList<ReconciliationRunRow>('reconciliation/list', { ...pagination.params, ...filters });
  const columns = useRunColumns({ onItems: setShown });

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t(`menu:${screen(SCREEN).labelKey}`)}</Typography.Title>}
      extra={can(actionCode(SCREEN, 'run')) && (
        <Button type="primary" icon={<SyncOutlined />} onClick={() => setRunning(true)} data-testid="reconciliation-run">{t('actions.run')}</Button>
      )}>
      <RunFilters onSearch={(values) => { setFilters(values); pagination.reset(); }} />
      {list.error ? <LoadErrorAlert error={list.error} onRetry={list.reload} /> : (
        <Table<ReconciliationRunRow> rowKey="id" size="middle" loading={list.loading} dataSource={list.records} columns={columns}
          scroll={{ x: 'max-content' }} pagination={pagination.paginationProps(list.total)} locale={{ emptyText: <EmptyState /> }}
          data-testid="reconciliation-runs" />
      )}
      <RunDialog open={running} onClose={() => setRunning(false)} onDone={(run) => { setRunning(false); list.reload(); setShown(run); }} />
      <ItemsDrawer run={shown} canExport={can(actionCode(SCREEN, 'export'))} onClose={() => setShown(null)} />
    </Card>
  );
}
