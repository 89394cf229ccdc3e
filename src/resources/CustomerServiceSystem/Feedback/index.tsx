import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_COLUMNS, FEEDBACK_FILTERS, FEEDBACK_HIDDEN_FIRST, FEEDBACK_SCREEN, type FeedbackRow,
} from '../../../../common/customer-service/feedback';
import { actionCode, screen } from '../../../../common/routes';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { ListFilterBar, ListTable, useListTable, type RowAction } from '../../../components/list';
import { useDeclaredColumns } from '../../../components/money/useDeclaredColumns';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { AutoRefreshPicker, useAutoRefresh } from '../shared/AutoRefresh';
import { useCustomer360 } from '../shared/useCustomer360';
import { ReplyModal } from './ReplyModal';

/** The feedback text in two lines at most (the whole text in a tooltip and in the reply dialog), so status and actions stay in view. */
const LOOKS = {
  feedbackNo: { width: 120 }, fullName: { width: 170 }, createdAt: { width: 160 },
  content: {
    width: 220,
    render: (_: unknown, row: FeedbackRow) => (
      <Typography.Paragraph style={{ margin: 0, maxWidth: 220 }} ellipsis={{ rows: 2, tooltip: row.content }}>{row.content}</Typography.Paragraph>
    ),
  },
};

/** Feedback from the app: take an unprocessed one, reply to it by SMS (which closes it). */
export default function Feedback() {
  const { t } = useTranslation('customerService');
  const can = useOperation();
  const { post } = usePost();
  const [replying, setReplying] = useState<FeedbackRow | null>(null);
  const refresh = useAutoRefresh(FEEDBACK_SCREEN);
  const customer360 = useCustomer360();
  const list = useListTable<FeedbackRow>({ url: 'feedback/list', refetchInterval: refresh.intervalMs });
  const columns = useDeclaredColumns(FEEDBACK_COLUMNS, LOOKS);

  const take = async (row: FeedbackRow) => {
    await post('feedback/take', { id: row.id });
    toastSuccess(t('messages.taken', { no: row.feedbackNo }));
  };
  const actions = (row: FeedbackRow): RowAction[] => [
    ...(row.status === 'unprocessed' && can(actionCode(FEEDBACK_SCREEN, 'take'))
      ? [{ key: 'take', label: t('actions.take'), onClick: () => take(row), testId: 'feedback-take' }] : []),
    ...(row.status === 'processing' && can(actionCode(FEEDBACK_SCREEN, 'reply'))
      ? [{ key: 'reply', label: t('actions.reply'), onClick: () => setReplying(row), testId: 'feedback-reply' }] : []),
  ];

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(FEEDBACK_SCREEN).labelKey}`)}</ScreenTitle>} extra={<AutoRefreshPicker state={refresh} />}>
      <Typography.Paragraph type="secondary">{t('hints.feedback')}</Typography.Paragraph>
      <ListFilterBar defs={FEEDBACK_FILTERS} values={list.searched} onSearch={list.search} labels="customerService:fields" />
      <ListTable<FeedbackRow> rowKey="id" list={list} columns={columns} columnsKey={FEEDBACK_SCREEN} defaultHidden={FEEDBACK_HIDDEN_FIRST}
        rowName={(row) => row.feedbackNo} data-testid="feedback-table"
        actions={(row) => [...actions(row), ...customer360.actions(row.customerId, row.fullName)]} />
      <ReplyModal feedback={replying} onClose={() => setReplying(null)} />
      {customer360.drawer}
    </Card>
  );
}
