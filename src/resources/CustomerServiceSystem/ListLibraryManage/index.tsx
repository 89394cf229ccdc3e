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
import { ListFilterBar, ListTable, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { AgentAssignModal, type AgentAssignRequest } from '../shared/AgentAssignModal';
import { useCustomer360 } from '../shared/useCustomer360';

const LOOKS = { customerNo: { width: 120 }, fullName: { width: 160 }, status: { width: 170 }, registeredAt: { width: 160 }, lastSignInAt: { width: 160 }, agentName: { width: 140 } };
const ASSIGN_URL = 'csListLibrary/assign';

export default function ListLibraryManage() {
  const { t } = useTranslation('csCalling');
  const can = useOperation();
  const customer360 = useCustomer360();
  const list = useListTable<ListLibraryRow>({ url: 'csListLibrary/list' });
  const columns = useDeclaredColumns(LIST_LIBRARY_COLUMNS, LOOKS);
  const [selected, setSelected] = useState<number[]>([]);
  const [request, setRequest] = useState<AgentAssignRequest | null>(null);
  const assigns = can(actionCode(LIST_LIBRARY_SCREEN, 'assign'));
  const filteredCount = list.total;

  const toolbar = assigns ? (
    <Space wrap>
      <Button type="primary" disabled={!selected.length} data-testid="cs-assign-selected"
        onClick={() => setRequest({ url: ASSIGN_URL, body: { customerIds: selected }, count: selected.length, kind: 'assign' })}>
        {t('actions.assignSelected', { count: selected.length })}
      </Button>
      <Button disabled={!filteredCount || filteredCount > FILTERED_BATCH_CAP || !list.totalExact} data-testid="cs-assign-filtered"
        onClick={() => setRequest({ url: ASSIGN_URL, body: { filter: list.filter, expectedCount: filteredCount }, count: filteredCount, kind: 'assign' })}>
        {t('actions.assignFiltered', { count: filteredCount })}
      </Button>
    </Space>
  ) : null;

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(LIST_LIBRARY_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.library')}</Typography.Paragraph>
      <ListFilterBar defs={LIST_LIBRARY_FILTERS} values={list.searched} onSearch={(f) => { setSelected([]); list.search(f); }} labels="csCalling:fields" />
      <ListTable<ListLibraryRow> rowKey="id" list={list} columns={columns} columnsKey={LIST_LIBRARY_SCREEN} defaultHidden={LIST_LIBRARY_HIDDEN_FIRST} toolbar={toolbar}
        rowName={(row) => row.customerNo} data-testid="cs-library-table"
        rowSelection={assigns ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        actions={(row) => customer360.actions(row.id, row.fullName)} />
      <AgentAssignModal request={request} onClose={(done) => { setRequest(null); if (done) setSelected([]); }} />
      {customer360.drawer}
    </Card>
  );
}
