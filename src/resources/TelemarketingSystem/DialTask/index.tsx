/** DialTask: the telemarketer's tasks (a manager: all of their merchants'), with call, follow-up, coupon request and assignment. */
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCode, screen } from '../../../../common/routes';
import { APPROVAL_SCREEN, DIAL_TASK_FILTERS, DIAL_TASK_SCREEN, type DialTaskRow } from '../../../../common/telemarketing/dial';
import { DIAL_TASK_COLUMNS, DIAL_TASK_HIDDEN_FIRST } from '../../../../common/telemarketing/dial-columns';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, type RowAction, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { ApplyModal } from './ApplyModal';
import { AssignModal } from './AssignModal';
import { FollowUpModal } from './FollowUpModal';
import { FollowUpsDrawer } from './FollowUpsDrawer';

const LOOKS = { phone: { width: 170 }, telemarketerName: { width: 150 }, nextCallAt: { width: 170 } };
type CallResult = { via: 'callCentre' } | { via: 'telLink'; telUri: string };

export default function DialTask() {
  const { t } = useTranslation('telemarketingWork');
  const can = useOperation();
  const list = useListTable<DialTaskRow>({ url: 'dialTask/list' });
  const columns = useDeclaredColumns(DIAL_TASK_COLUMNS, LOOKS);
  const { post } = usePost();
  const [following, setFollowing] = useState<DialTaskRow | null>(null);
  const [applying, setApplying] = useState<DialTaskRow | null>(null);
  const [history, setHistory] = useState<DialTaskRow | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const manages = can(actionCode(DIAL_TASK_SCREEN, 'assign')) && can(actionCode(DIAL_TASK_SCREEN, 'viewAll'));

  const call = async (row: DialTaskRow) => {
    const result = await post<CallResult>('dialTask/call', { entryId: row.entryId });
    if (result.via === 'telLink') window.location.assign(result.telUri);
    else toastSuccess(t('results.called'));
  };
  const actions = (row: DialTaskRow): RowAction[] => [
    ...(can(actionCode(DIAL_TASK_SCREEN, 'call')) ? [{ key: 'call', label: t('actions.call'), testId: 'task-call', onClick: () => call(row) }] : []),
    ...(can(actionCode(DIAL_TASK_SCREEN, 'follow')) ? [{ key: 'follow', label: t('actions.follow'), testId: 'task-follow', onClick: () => setFollowing(row) }] : []),
    ...(can(actionCode(APPROVAL_SCREEN, 'apply')) && row.customerId ? [{ key: 'apply', label: t('actions.apply'), testId: 'task-apply', onClick: () => setApplying(row) }] : []),
    { key: 'history', label: t('actions.history'), testId: 'task-history', onClick: () => setHistory(row) },
  ];
  const toolbar = manages ? (
    <Button type="primary" onClick={() => setAssigning(true)} data-testid="task-assign">
      {selected.length ? t('actions.assignSelected') : t('actions.assign')}
    </Button>
  ) : null;

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(DIAL_TASK_SCREEN).labelKey}`)}</ScreenTitle>}>
      <ListFilterBar defs={DIAL_TASK_FILTERS} values={list.searched} onSearch={list.search} labels="telemarketingWork:fields" />
      <ListTable<DialTaskRow> rowKey="entryId" list={list} columns={columns} columnsKey={DIAL_TASK_SCREEN} defaultHidden={DIAL_TASK_HIDDEN_FIRST}
        toolbar={toolbar} actions={actions} rowName={(row) => row.phone} data-testid="dial-task-table"
        rowSelection={manages ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined} />
      <FollowUpModal task={following} onClose={() => setFollowing(null)} />
      <ApplyModal task={applying} onClose={() => setApplying(null)} />
      <FollowUpsDrawer task={history} onClose={() => setHistory(null)} />
      <AssignModal open={assigning} entryIds={selected} onClose={() => { setAssigning(false); setSelected([]); }} />
    </Card>
  );
}
