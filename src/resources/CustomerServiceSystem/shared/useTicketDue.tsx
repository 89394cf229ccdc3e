/** A ticket's due time in EAT with "due in 3 h" or, in red, "overdue by 2 h"; a processed ticket shows the time only. */
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackRow } from '../../../../common/customer-service/feedback';
import { formatEat } from '../../../../common/time';
import { durationParts, ticketClock } from '../../../../common/customer-service/ticket-clock';

export function useTicketDue() {
  const { t } = useTranslation('customerService');
  const span = (minutes: number) => durationParts(minutes).map((p) => t(`units.${p.unit}`, { n: p.n })).join(' ');
  /** `before`: shown ahead of the due-in line (the queue's priority tag). */
  return (row: Pick<FeedbackRow, 'status' | 'createdAt' | 'dueAt'>, before?: ReactNode) => {
    const time = <span style={{ whiteSpace: 'nowrap' }}>{formatEat(row.dueAt)}</span>;
    if (row.status === 'processed') return <Space direction="vertical" size={2}>{time}{before}</Space>;
    const clock = ticketClock(row.createdAt, row.dueAt, Date.now());
    return (
      <Space direction="vertical" size={2}>
        {time}
        <Space size={4} wrap={false}>
          {before}
          <Typography.Text type={clock.overdue ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid={clock.overdue ? 'ticket-overdue' : 'ticket-due-in'}>
            {clock.overdue ? t('hints.overdue', { age: span(clock.dueMinutes) }) : t('hints.dueIn', { age: span(clock.dueMinutes) })}
          </Typography.Text>
        </Space>
      </Space>
    );
  };
}
