/** CallingAssignments: an agent's assignments (a manager: all of their merchants'), with call, follow-up, reassign and recall. */
import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALLING_COLUMNS, CALLING_FILTERS, CALLING_HIDDEN_FIRST, CALLING_SCREEN, type CallingRow,
} from '../../../../common/customer-service/calling';
import { actionCode, screen } from '../../../../common/routes';
import { useRecordHistory } from '../../../components/history/useRecordHistory';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, type RowAction, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { AgentAssignModal, type AgentAssignRequest } from '../shared/AgentAssignModal';
import { useCustomer360 } from '../shared/useCustomer360';
import { FollowUpHistoryDrawer } from './FollowUpHistoryDrawer';
import { FollowUpModal } from './FollowUpModal';

const LOOKS = { fullName: { width: 160 }, status: { width: 130 }, agentName: { width: 150 }, result: { width: 180 }, nextCallAt: { width: 150 } };
/** The agent filter is a manager's: an agent's own list has one agent. */
const AGENT_FILTERS = CALLING_FILTERS.filter((d) => d.name !== 'agentUserId');
const HISTORY = { name: 'csCallAssignment', namespace: 'csCalling' };
type CallResult = { via: 'callCentre' } | { via: 'telLink'; telUri: string };

export default function CallingAssignments() {
  const { t } = useTranslation('csCalling');
  const can = useOperation();
  const { modal } = App.useApp();
  const may = (action: string) => can(actionCode(CALLING_SCREEN, action));
  const list = useListTable<CallingRow>({ url: 'csCallAssignment/list' });
  const columns = useDeclaredColumns(CALLING_COLUMNS, LOOKS);
  const history = useRecordHistory(HISTORY);
  const customer360 = useCustomer360();
  const { post } = usePost();
  const [following, setFollowing] = useState<CallingRow | null>(null);
  const [historyOf, setHistoryOf] = useState<CallingRow | null>(null);
  const [request, setRequest] = useState<AgentAssignRequest | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const manages = may('reassign') || may('recall');

  const call = async (row: CallingRow) => {
    const result = await post<CallResult>('csCallAssignment/call', { id: row.id }, { invalidates: false });
    if (result.via === 'telLink') window.location.assign(result.telUri);
    else toastSuccess(t('messages.calling'));
  };
  const recall = (ids: number[]) => modal.confirm({
    title: t('actions.recall'), content: t('hints.recallConfirm', { count: ids.length }), okText: t('actions.recall'), cancelText: t('actions.cancel'),
    okButtonProps: { danger: true, 'data-testid': 'cs-recall-ok' } as never,
    onOk: async () => {
      const done = await post<{ recalled: number }>('csCallAssignment/recall', { ids });
      toastSuccess(t('messages.recalled', { count: done.recalled }));
      setSelected([]);
    },
  });
  const reassign = (ids: number[]) => setRequest({ url: 'csCallAssignment/reassign', body: { ids }, count: ids.length, kind: 'reassign' });
  const actions = (row: CallingRow): RowAction[] => [
    ...(may('follow') ? [{ key: 'follow', label: t('actions.followUp'), testId: 'cs-follow', onClick: () => setFollowing(row) }] : []),
    { key: 'followUps', label: t('actions.followUps'), testId: 'cs-follow-ups', onClick: () => setHistoryOf(row) },
    ...(may('call') ? [{ key: 'call', label: t('actions.call'), testId: 'cs-call', onClick: () => call(row) }] : []),
    ...(may('reassign') ? [{ key: 'reassign', label: t('actions.reassign'), testId: 'cs-reassign', onClick: () => reassign([row.id]) }] : []),
    ...(may('recall') ? [{ key: 'recall', label: t('actions.recall'), danger: true, testId: 'cs-recall', onClick: () => recall([row.id]) }] : []),
    ...customer360.actions(row.customerId, row.fullName),
  ];
  const toolbar = manages ? (
    <Space wrap>
      {may('reassign') && (
        <Button disabled={!selected.length} onClick={() => reassign(selected)} data-testid="cs-reassign-selected">
          {t('actions.reassignSelected', { count: selected.length })}
        </Button>
      )}
      {may('recall') && (
        <Button danger disabled={!selected.length} onClick={() => recall(selected)} data-testid="cs-recall-selected">
          {t('actions.recallSelected', { count: selected.length })}
        </Button>
      )}
    </Space>
  ) : null;

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(CALLING_SCREEN).labelKey}`)}</ScreenTitle>}>
      <Typography.Paragraph type="secondary">{t('hints.calling')}{may('viewAll') ? ` ${t('hints.callingAll')}` : ''}</Typography.Paragraph>
      <ListFilterBar defs={may('viewAll') ? CALLING_FILTERS : AGENT_FILTERS} values={list.searched} onSearch={(f) => { setSelected([]); list.search(f); }} labels="csCalling:fields" />
      <ListTable<CallingRow> rowKey="id" list={list} columns={columns} columnsKey={CALLING_SCREEN} defaultHidden={CALLING_HIDDEN_FIRST}
        toolbar={toolbar} actions={actions} history={history} rowName={(row) => row.customerNo} data-testid="cs-calling-table"
        rowSelection={manages ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined} />
      <FollowUpModal row={following} onClose={() => setFollowing(null)} />
      <FollowUpHistoryDrawer row={historyOf} onClose={() => setHistoryOf(null)} />
      <AgentAssignModal request={request} onClose={(done) => { setRequest(null); if (done) setSelected([]); }} />
      {customer360.drawer}
    </Card>
  );
}
