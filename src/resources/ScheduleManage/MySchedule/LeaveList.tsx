import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyLeave } from '../../../../common/schedule/my-schedule';
import { formatEat } from '../../../../common/time';

/** The employee's leave applications overlapping the month (from the header's leave application), times in EAT. */
export function LeaveList({ leave }: { leave: readonly MyLeave[] }) {
  const { t } = useTranslation('schedule');
  return (
    <List size="small" header={<Typography.Text strong>{t('mySchedule.leaveTitle')}</Typography.Text>} dataSource={[...leave]}
      locale={{ emptyText: <Typography.Text type="secondary">{t('mySchedule.noLeave')}</Typography.Text> }} data-testid="my-schedule-leave"
      renderItem={(l) => (
        <List.Item>
          <span>
            <Typography.Text delete={l.status === 'cancelled'}>
              {t('mySchedule.leaveRange', { from: formatEat(l.startAt).slice(0, 16), to: formatEat(l.endAt).slice(0, 16) })}
            </Typography.Text>
            {l.reason && <Typography.Text type="secondary"> · {l.reason}</Typography.Text>}
          </span>
          <Tag>{t(`mySchedule.status.${l.status}`)}</Tag>
        </List.Item>
      )} />
  );
}
