import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyLeave, MyScheduleCell } from '../../../../common/schedule/my-schedule';

/** One day of the month: the shift (name, EAT times, its colour as a bar), rest or leave, and leave applications covering it. */
export function DayCell({ day, cell, leave }: { day: string; cell: MyScheduleCell | undefined; leave: readonly MyLeave[] }) {
  const { t } = useTranslation('schedule');
  const { token } = theme.useToken();
  const applied = leave.filter((l) => l.status === 'submitted');
  const onLeave = cell?.kind === 'leave' || applied.length > 0;
  const shift = !onLeave && cell?.kind === 'shift' ? cell.shift : null;
  const crossesMidnight = shift?.startTime && shift.endTime && shift.endTime <= shift.startTime;
  return (
    <Flex vertical gap={2} data-testid={`my-schedule-day-${day}`} data-kind={onLeave ? 'leave' : cell?.kind ?? 'none'}>
      {shift && (
        <div style={{ borderInlineStart: `4px solid ${shift.colour ?? token.colorPrimary}`, background: token.colorFillQuaternary, paddingInline: 6, borderRadius: 2 }}>
          <Typography.Text strong>{shift.name}</Typography.Text>
          <br />
          <Typography.Text style={{ fontSize: token.fontSizeSM }}>
            {t('mySchedule.times', { start: shift.startTime, end: shift.endTime })}{crossesMidnight ? ` (${t('mySchedule.nextDay')})` : ''}
          </Typography.Text>
        </div>
      )}
      {!onLeave && cell?.kind === 'rest' && <Typography.Text type="secondary">{t('mySchedule.rest')}</Typography.Text>}
      {onLeave && (
        <div style={{ borderInlineStart: `4px solid ${token.colorWarning}`, background: token.colorWarningBg, paddingInline: 6, borderRadius: 2 }}>
          <Typography.Text strong>{t('mySchedule.leave')}</Typography.Text>
        </div>
      )}
    </Flex>
  );
}
