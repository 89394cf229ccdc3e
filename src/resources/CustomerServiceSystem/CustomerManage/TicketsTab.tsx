/** The customer's tickets (app feedback and those agents opened), newest first, with their state and due time. */
import { useList } from '@refinedev/core';
import { Alert, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_URLS, type FeedbackRow } from '../../../../common/customer-service/feedback';
import { useTicketDue } from '../shared/useTicketDue';
import { SectionTable } from './SectionTable';

const TICKETS_SHOWN = 20;

export function TicketsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('customerService');
  const due = useTicketDue();
  const { result, query } = useList<FeedbackRow>({
    resource: 'feedback', meta: { listUrl: FEEDBACK_URLS.list }, filters: [{ field: 'customerId', operator: 'eq', value: customerId }],
    pagination: { currentPage: 1, pageSize: TICKETS_SHOWN },
  });
  if (query.isError) return <Alert type="error" showIcon message={query.error?.message} />;
  return (
    <SectionTable<FeedbackRow> rowKey="id" rows={result.data ?? []} limit={TICKETS_SHOWN} testId="customer-tickets" columns={[
      { key: 'feedbackNo', title: t('fields.feedbackNo'), dataIndex: 'feedbackNo', width: 140 },
      { key: 'status', title: t('fields.status'), render: (_, r) => <Tag>{t(`options.feedbackStatus.${r.status}`)}</Tag> },
      { key: 'priority', title: t('fields.priority'), render: (_, r) => t(`options.priority.${r.priority}`) },
      { key: 'category', title: t('fields.category'), render: (_, r) => t(`options.feedbackCategory.${r.category}`) },
      { key: 'dueAt', title: t('fields.dueAt'), render: (_, r) => due(r), width: 170 },
      { key: 'handlerName', title: t('fields.handlerName'), render: (_, r) => r.handlerName ?? '—' },
      { key: 'content', title: t('fields.content'), width: 360, render: (_, r) => <Typography.Paragraph ellipsis={{ rows: 2, tooltip: r.content }} style={{ marginBottom: 0 }}>{r.content}</Typography.Paragraph> },
    ]} />
  );
}
