/** A ticket's due time in EAT with "due in 3 h" or, in red, "overdue by 2 h"; a processed ticket shows the time only. */
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeedbackRow } from '../../../../common/customer-service/feedback';
import { formatEat } from '../../../../common/time';
import { durationParts, ticketClock } from './ticket-clock';

export function useTicketDue() {
  const { t } = useTranslation('customerService');
  const span = (minutes: number) => durationParts(minutes).map((p) => t(`units.${p.unit}`, { n: p.n })).join(' ');
  return (row: Pick<FeedbackRow, 'status' | 'createdAt' | 'dueAt'>) => {
    if (row.status === 'processed') return formatEat(row.dueAt);
    const clock = ticketClock(row.createdAt, row.dueAt, Date.now());
    return (
      <Space direction="vertical" size={0}>
        <span>{formatEat(row.dueAt)}</span>
        <Typography.Text type={clock.overdue ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid={clock.overdue ? 'ticket-overdue' : 'ticket-due-in'}>
          {clock.overdue ? t('hints.overdue', { age: span(clock.dueMinutes) }) : t('hints.dueIn', { age: span(clock.dueMinutes) })}
        </Typography.Text>
      </Space>
    );
  };
}
