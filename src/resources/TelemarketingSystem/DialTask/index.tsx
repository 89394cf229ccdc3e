/**
 * DialTask: the telemarketer's dialer queue (a manager: all tasks of their merchants) — tabs by next call, Call next,
 * the call's state, the disposition in one step, the day's counter — with coupon requests, history and assignment.
 */
import { useCustom } from '@refinedev/core';
import { Button, Card, Flex, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionCode, screen } from '../../../../common/routes';
import { APPROVAL_SCREEN, DIAL_TASK_FILTERS, DIAL_TASK_SCREEN, type DialTaskRow } from '../../../../common/telemarketing/dial';
import { DIAL_TASK_COLUMNS, DIAL_TASK_HIDDEN_FIRST } from '../../../../common/telemarketing/dial-columns';
import type { DialerDayCounter, DialerTabCounts } from '../../../../common/telemarketing/dialer-queue';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, type RowAction, useListTable } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { ApplyModal } from './ApplyModal';
import { AssignModal } from './AssignModal';
import { AutoAssignModal } from './AutoAssignModal';
import { CallPanel } from './CallPanel';
import { DayCounter } from './DayCounter';
import { DispositionModal } from './DispositionModal';
import { FollowUpsDrawer } from './FollowUpsDrawer';
import { QueueTabs, useQueueTab } from './QueueTabs';
import { taskActionsColumn } from './task-actions';
import { useDialer } from './useDialer';

const LOOKS = { phone: { width: 170 }, telemarketerName: { width: 150 }, nextCallAt: { width: 170 } };
/** Sorted on the server along an index (dialer-queue.conditions.ts DIALER_SORTS). */
const SORTABLE = ['nextCallAt', 'assignedAt'] as const;

export default function DialTask() {
  const { t } = useTranslation('telemarketingWork');
  const can = useOperation();
  const [tab, setTab] = useQueueTab();
  const params = useMemo(() => ({ tab }), [tab]);
  const list = useListTable<DialTaskRow>({ url: 'dialTask/list', params });
  const columns = useDeclaredColumns(DIAL_TASK_COLUMNS, LOOKS);
  const counts = useCustom<DialerTabCounts>({ url: 'dialTask/tabCounts', method: 'get', config: { query: list.searched } });
  const counter = useCustom<DialerDayCounter>({ url: 'dialTask/dayCounter', method: 'get' });
  const dialer = useDialer();
  const [applying, setApplying] = useState<DialTaskRow | null>(null);
  const [history, setHistory] = useState<DialTaskRow | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [autoAssigning, setAutoAssigning] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const manages = can(actionCode(DIAL_TASK_SCREEN, 'assign')) && can(actionCode(DIAL_TASK_SCREEN, 'viewAll'));
  const calls = can(actionCode(DIAL_TASK_SCREEN, 'call'));
  const seesAll = can(actionCode(DIAL_TASK_SCREEN, 'viewAll'));
  // Call, Dispose and the menu need the room: the count of follow-ups waits in the column chooser, and a telemarketer
  // (his own tasks only) does not need the telemarketer column.
  const hiddenFirst = useMemo(() => [...DIAL_TASK_HIDDEN_FIRST, 'followCount', ...(seesAll ? [] : ['telemarketerName'])], [seesAll]);

  const inline = (row: DialTaskRow): RowAction[] => [
    ...(calls ? [{ key: 'call', label: t('actions.call'), testId: 'task-call', onClick: () => dialer.callRow(row) }] : []),
    ...(can(actionCode(DIAL_TASK_SCREEN, 'follow')) ? [{ key: 'follow', label: t('dialer.dispose'), testId: 'task-follow', onClick: () => dialer.disposeRow(row) }] : []),
  ];
  const more = (row: DialTaskRow): RowAction[] => [
    ...(can(actionCode(APPROVAL_SCREEN, 'apply')) && row.customerId ? [{ key: 'apply', label: t('actions.apply'), testId: 'task-apply', onClick: () => setApplying(row) }] : []),
    { key: 'history', label: t('actions.history'), testId: 'task-history', onClick: () => setHistory(row) },
  ];
  const rowCounts = list.records.map((r) => inline(r).length + (more(r).length ? 1 : 0));
  const toolbar = (
    <>
      {calls && (
        <Tooltip title={t('dialer.callNextHint')}>
          <Button type="primary" onClick={() => dialer.callNext(tab)} data-testid="call-next">
            {t('dialer.callNext')}
          </Button>
        </Tooltip>
      )}
      {manages && (
        <Button onClick={() => setAssigning(true)} data-testid="task-assign">
          {selected.length ? t('actions.assignSelected') : t('actions.assign')}
        </Button>
      )}
      {manages && (
        <Tooltip title={t('schedule:autoAssign.hint')}>
          <Button onClick={() => setAutoAssigning(true)} data-testid="task-auto-assign">{t('schedule:autoAssign.button')}</Button>
        </Tooltip>
      )}
    </>
  );

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(DIAL_TASK_SCREEN).labelKey}`)}</ScreenTitle>}>
      <DayCounter counter={counter.result.data && 'dialled' in counter.result.data ? counter.result.data : null} />
      {dialer.call && dialer.call.via === 'callCentre' && (
        <CallPanel key={dialer.call.callLogId} call={dialer.call} onEnded={(outcome) => { dialer.ended(outcome); void counter.query.refetch(); }} onClose={dialer.closeCall} />
      )}
      <ListFilterBar defs={DIAL_TASK_FILTERS} values={list.searched} onSearch={list.search} labels="telemarketingWork:fields" />
      <Flex vertical>
        <QueueTabs tab={tab} onChange={setTab} counts={counts.result.data && 'all' in counts.result.data ? counts.result.data : null} />
        <ListTable<DialTaskRow> rowKey="entryId" list={list} columns={[...columns, taskActionsColumn(t('common:columns.actions'), inline, more, Math.max(0, ...rowCounts))]}
          columnsKey={DIAL_TASK_SCREEN} defaultHidden={hiddenFirst} sortable={SORTABLE}
          toolbar={toolbar} rowName={(row) => row.phone} data-testid="dial-task-table"
          rowSelection={manages ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined} />
      </Flex>
      <DispositionModal open={dialer.disposing} onClose={dialer.closeDisposition} />
      <ApplyModal task={applying} onClose={() => setApplying(null)} />
      <FollowUpsDrawer task={history} onClose={() => setHistory(null)} />
      <AutoAssignModal open={autoAssigning} onClose={() => setAutoAssigning(false)} />
      <AssignModal open={assigning} entryIds={selected} onClose={() => { setAssigning(false); setSelected([]); }} />
    </Card>
  );
}
