/** ListLibraryManage: registered customers who never signed in or never applied (read live), assigned to service agents. */
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIST_LIBRARY_COLUMNS, LIST_LIBRARY_FILTERS, LIST_LIBRARY_HIDDEN_FIRST, LIST_LIBRARY_SCREEN, type ListLibraryRow,
} from '../../../../common/customer-service/list-library';
import { FILTERED_BATCH_CAP } from '../../../../common/lists/filtered-batch';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable, type FilterParams } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import type { DistributeTarget } from '../../../../common/customer-service/distribution';
import { AgentAssignModal, type AgentAssignRequest } from '../shared/AgentAssignModal';
import { useCustomer360 } from '../shared/useCustomer360';
import { DistributeModal } from './DistributeModal';
import { SavedListsDrawer } from './SavedListsDrawer';
import { SaveListModal } from './SaveListModal';

const LOOKS = { customerNo: { width: 120 }, fullName: { width: 160 }, status: { width: 170 }, registeredAt: { width: 160 }, lastSignInAt: { width: 160 }, agentName: { width: 140 } };
/** The registration time also waits for the column chooser, so the first view fits 1280 px beside the actions. */
const HIDDEN_FIRST: readonly string[] = [...LIST_LIBRARY_HIDDEN_FIRST, 'registeredAt'];
const ASSIGN_URL = 'csListLibrary/assign';

export default function ListLibraryManage() {
  const { t } = useTranslation('csCalling');
  const can = useOperation();
  const customer360 = useCustomer360();
  const list = useListTable<ListLibraryRow>({ url: 'csListLibrary/list' });
  const columns = useDeclaredColumns(LIST_LIBRARY_COLUMNS, LOOKS);
  const [selected, setSelected] = useState<number[]>([]);
  const [request, setRequest] = useState<AgentAssignRequest | null>(null);
  const [distributing, setDistributing] = useState<DistributeTarget | null>(null);
  const [saving, setSaving] = useState<FilterParams | null>(null);
  const [showLists, setShowLists] = useState(false);
  const may = (action: string) => can(actionCode(LIST_LIBRARY_SCREEN, action));
  const assigns = may('assign');
  const distributes = may('distribute');
  const filteredCount = list.total;
  const openList = (filter: FilterParams) => { setSelected([]); setShowLists(false); list.search(filter); };

  const toolbar = (
    <Space wrap>
      <Button onClick={() => setShowLists(true)} data-testid="cs-saved-lists-open">{t('actions.savedLists')}</Button>
      {may('saveList') && <Button onClick={() => setSaving(list.searched)} data-testid="cs-save-list">{t('actions.saveList')}</Button>}
      {distributes && (
        <>
          <Button disabled={!selected.length} data-testid="cs-distribute-selected" onClick={() => setDistributing({ customerIds: selected })}>
            {t('actions.distributeSelected', { count: selected.length })}
          </Button>
          <Button disabled={!filteredCount || filteredCount > FILTERED_BATCH_CAP || !list.totalExact} data-testid="cs-distribute-filtered"
            onClick={() => setDistributing({ filter: list.filter })}>
            {t('actions.distributeFiltered')}
          </Button>
        </>
      )}
      {assigns && (
        <>
          <Button type="primary" disabled={!selected.length} data-testid="cs-assign-selected"
            onClick={() => setRequest({ url: ASSIGN_URL, body: { customerIds: selected }, count: selected.length, kind: 'assign' })}>
            {t('actions.assignSelected', { count: selected.length })}
          </Button>
          <Button disabled={!filteredCount || filteredCount > FILTERED_BATCH_CAP || !list.totalExact} data-testid="cs-assign-filtered"
            onClick={() => setRequest({ url: ASSIGN_URL, body: { filter: list.filter, expectedCount: filteredCount }, count: filteredCount, kind: 'assign' })}>
            {t('actions.assignFiltered', { count: filteredCount })}
          </Button>
        </>
      )}
    </Space>
  );

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(LIST_LIBRARY_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.library')}</Typography.Paragraph>
      <ListFilterBar defs={LIST_LIBRARY_FILTERS} values={list.searched} onSearch={(f) => { setSelected([]); list.search(f); }} labels="csCalling:fields" />
      <ListTable<ListLibraryRow> rowKey="id" list={list} columns={columns} columnsKey={LIST_LIBRARY_SCREEN} defaultHidden={HIDDEN_FIRST} toolbar={toolbar}
        rowName={(row) => row.customerNo} data-testid="cs-library-table"
        rowSelection={assigns || distributes ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        actions={(row) => customer360.actions(row.id, row.fullName)} />
      <AgentAssignModal request={request} onClose={(done) => { setRequest(null); if (done) setSelected([]); }} />
      <DistributeModal target={distributing} onClose={(done) => { setDistributing(null); if (done) setSelected([]); }} />
      <SaveListModal filter={saving} onClose={() => setSaving(null)} />
      <SavedListsDrawer open={showLists} mayDelete={may('deleteList')} onOpenList={openList} onClose={() => setShowLists(false)} />
      {customer360.drawer}
    </Card>
  );
}
