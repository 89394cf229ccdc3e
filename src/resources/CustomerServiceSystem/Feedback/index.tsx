import { useGetIdentity } from '@refinedev/core';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_COLUMNS, FEEDBACK_FILTERS, FEEDBACK_HIDDEN_FIRST, FEEDBACK_SCREEN, FEEDBACK_SORTS, FEEDBACK_URLS, type FeedbackRow,
} from '../../../../common/customer-service/feedback';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable, type RowAction } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import type { UserInfo } from '../../../providers/storage';
import { toastSuccess } from '../../../providers/toast';
import { AutoRefreshPicker, useAutoRefresh } from '../shared/AutoRefresh';
import { OpenTicketModal } from '../shared/OpenTicketModal';
import { useCustomer360 } from '../shared/useCustomer360';
import { useTicketDue } from '../shared/useTicketDue';
import { AssignTicketModal } from './AssignTicketModal';
import { NotesModal } from './NotesModal';
import { PriorityModal } from './PriorityModal';
import { ReplyModal } from './ReplyModal';

const PRIORITY_COLOURS: Record<string, string> = { urgent: 'red', high: 'orange', normal: 'blue', low: 'default' };

/**
 * The ticket queue: customers' app feedback and the tickets agents open for callers. Take or be assigned one, note
 * it, reply by SMS (which closes it); sorted by due time, "mine" in one click.
 */
export default function Feedback() {
  const { t } = useTranslation('customerService');
  const can = useOperation();
  const { data: me } = useGetIdentity<UserInfo>();
  const { post } = usePost();
  const [replying, setReplying] = useState<FeedbackRow | null>(null);
  const [assigning, setAssigning] = useState<FeedbackRow | null>(null);
  const [noting, setNoting] = useState<FeedbackRow | null>(null);
  const [prioritising, setPrioritising] = useState<FeedbackRow | null>(null);
  const [opening, setOpening] = useState(false);
  const refresh = useAutoRefresh(FEEDBACK_SCREEN);
  const customer360 = useCustomer360();
  const list = useListTable<FeedbackRow>({ url: FEEDBACK_URLS.list, refetchInterval: refresh.intervalMs });
  const due = useTicketDue();
  const supervises = can(actionCode(FEEDBACK_SCREEN, 'assign'));
  const works = (row: FeedbackRow) => supervises || (row.handlerUserId !== null && row.handlerUserId === me?.userId);
  const priorityTag = (row: FeedbackRow) => <Tag color={PRIORITY_COLOURS[row.priority]} style={{ marginInlineEnd: 0 }}>{t(`options.shortPriority.${row.priority}`)}</Tag>;
  const columns = useDeclaredColumns(FEEDBACK_COLUMNS, {
    feedbackNo: { width: 120 }, fullName: { width: 150 }, createdAt: { width: 160 }, handlerName: { width: 110 }, status: { width: 120 },
    content: {
      width: 180,
      render: (_: unknown, row: FeedbackRow) => (
        <Typography.Paragraph style={{ margin: 0, maxWidth: 180 }} ellipsis={{ rows: 2, tooltip: row.content }}>{row.content}</Typography.Paragraph>
      ),
    },
    priority: { width: 110, render: (_: unknown, row: FeedbackRow) => priorityTag(row) },
    dueAt: { width: 180, render: (_: unknown, row: FeedbackRow) => due(row, priorityTag(row)) },
  });

  const take = async (row: FeedbackRow) => {
    await post(FEEDBACK_URLS.take, { id: row.id });
    toastSuccess(t('messages.taken', { no: row.feedbackNo }));
  };
  const actions = (row: FeedbackRow): RowAction[] => [
    ...(row.status === 'unprocessed' && can(actionCode(FEEDBACK_SCREEN, 'take'))
      ? [{ key: 'take', label: t('actions.take'), onClick: () => take(row), testId: 'feedback-take' }] : []),
    ...(row.status === 'processing' && can(actionCode(FEEDBACK_SCREEN, 'reply')) && works(row)
      ? [{ key: 'reply', label: t('actions.reply'), onClick: () => setReplying(row), testId: 'feedback-reply' }] : []),
    ...(row.status !== 'processed' && supervises ? [{ key: 'assign', label: t('actions.assign'), onClick: () => setAssigning(row), testId: 'feedback-assign' }] : []),
    ...(row.status !== 'processed' && works(row) && (supervises || can(actionCode(FEEDBACK_SCREEN, 'reply')))
      ? [{ key: 'priority', label: t('actions.priority'), onClick: () => setPrioritising(row), testId: 'feedback-priority' }] : []),
    { key: 'notes', label: `${t('actions.notes')}${row.notes ? ` (${row.notes})` : ''}`, onClick: () => setNoting(row), testId: 'feedback-notes' },
  ];

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(FEEDBACK_SCREEN).labelKey}`)}</ScreenTitle>}
      extra={(
        <Space>
          {can(actionCode(FEEDBACK_SCREEN, 'add')) && <Button type="primary" onClick={() => setOpening(true)} data-testid="ticket-new">{t('actions.openTicket')}</Button>}
          <AutoRefreshPicker state={refresh} />
        </Space>
      )}>
      <Typography.Paragraph type="secondary">{t('hints.feedback')}</Typography.Paragraph>
      <ListFilterBar defs={FEEDBACK_FILTERS} values={list.searched} onSearch={list.search} labels="customerService:fields" />
      <ListTable<FeedbackRow> rowKey="id" list={list} columns={columns} columnsKey={FEEDBACK_SCREEN} defaultHidden={FEEDBACK_HIDDEN_FIRST}
        sortable={FEEDBACK_SORTS} rowName={(row) => row.feedbackNo} data-testid="feedback-table"
        actions={(row) => [...actions(row), ...customer360.actions(row.customerId, row.fullName)]} />
      <ReplyModal feedback={replying} onClose={() => setReplying(null)} />
      <AssignTicketModal ticket={assigning} onClose={() => setAssigning(null)} />
      <NotesModal ticket={noting} canWrite={noting !== null && works(noting) && (can(actionCode(FEEDBACK_SCREEN, 'reply')) || supervises)} onClose={() => setNoting(null)} />
      <PriorityModal ticket={prioritising} onClose={() => setPrioritising(null)} />
      <OpenTicketModal open={opening} onClose={() => setOpening(false)} />
      {customer360.drawer}
    </Card>
  );
}

