import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyLeave, MyScheduleCell } from '../../../../common/schedule/my-schedule';

interface DayCellProps { day: string; today: boolean; cell: MyScheduleCell | undefined; leave: readonly MyLeave[] }

/** One day of the month: its date, the shift (name, EAT times, its colour as a bar), rest or leave (a cell or an application). */
export function DayCell({ day, today, cell, leave }: DayCellProps) {
  const { t } = useTranslation('schedule');
  const { token } = theme.useToken();
  const applied = leave.filter((l) => l.status === 'submitted');
  const onLeave = cell?.kind === 'leave' || applied.length > 0;
  const shift = !onLeave && cell?.kind === 'shift' ? cell.shift : null;
  const crossesMidnight = shift?.startTime && shift.endTime && shift.endTime <= shift.startTime;
  return (
    <Flex vertical gap={2} data-testid={`my-schedule-day-${day}`} data-kind={onLeave ? 'leave' : cell?.kind ?? 'none'}
      style={{ minHeight: 96, margin: '0 4px', padding: '4px 8px', borderTop: `2px solid ${today ? token.colorPrimary : token.colorSplit}`, textAlign: 'start' }}>
      <Typography.Text strong={today} style={{ alignSelf: 'flex-end' }}>{Number(day.slice(8))}</Typography.Text>
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
