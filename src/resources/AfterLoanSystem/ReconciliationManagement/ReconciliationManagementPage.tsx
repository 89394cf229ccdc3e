import { SyncOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECONCILIATION_FILTERS, type ReconciliationRunRow } from '../../../../common/money/reconciliation';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useOperation } from '../../../hooks/useOperation';
import { ItemsDrawer } from './ItemsDrawer';
import { RunDialog } from './RunDialog';
import { useRunColumns } from './useRunColumns';

const SCREEN = 'AfterLoanSystem/ReconciliationManagement';
/** Who ran it and when: shown when the user asks (column chooser), so the counts and totals fit 1280 px. */
const HIDDEN_FIRST: readonly string[] = ['runBy'];

/** Our books against each channel's daily statement: runs with their counts and totals, and each run's items. */
export function ReconciliationManagementPage() {
  const { t } = useTranslation('reconciliation');
  const can = useOperation();
  const [running, setRunning] = useState(false);
  const [shown, setShown] = useState<ReconciliationRunRow | null>(null);
  const list = useListTable<ReconciliationRunRow>({ url: 'reconciliation/list' });
  const columns = useRunColumns();

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(SCREEN).labelKey}`)}</ScreenTitle>}
      extra={can(actionCode(SCREEN, 'run')) && (
        <Button type="primary" icon={<SyncOutlined />} onClick={() => setRunning(true)} data-testid="reconciliation-run">{t('actions.run')}</Button>
      )}>
      <ListFilterBar defs={RECONCILIATION_FILTERS} labels="reconciliation:fields" values={list.searched} onSearch={list.search} />
      <ListTable<ReconciliationRunRow> rowKey="id" data-testid="reconciliation-runs" list={list} columns={columns} columnsKey={SCREEN} defaultHidden={HIDDEN_FIRST}
        rowName={(run) => `${t(`options.channel.${run.channel}`)} ${run.day}`}
        actions={(run) => [{ key: 'items', label: t('actions.items'), onClick: () => setShown(run), testId: 'run-items' }]} />
      <RunDialog open={running} onClose={() => setRunning(false)} onDone={(run) => { setRunning(false); setShown(run); }} />
      <ItemsDrawer run={shown} canExport={can(actionCode(SCREEN, 'export'))} onClose={() => setShown(null)} />
    </Card>
  );
}
