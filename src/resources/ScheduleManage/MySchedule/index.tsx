/**
 * ScheduleManage/MySchedule (issue 34): the signed-in employee's own month on a calendar — each day's shift with its
 * EAT times and colour, rest and leave — and their leave applications of the month. Reads only the caller's cells.
 */
import { useCustom } from '@refinedev/core';
import { Alert, Button, Calendar, Card, Flex, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { screen } from '../../../../common/routes';
import { MY_SCHEDULE_SCREEN, MY_SCHEDULE_URL, type MyScheduleMonth } from '../../../../common/schedule/my-schedule';
import { formatEatDate } from '../../../../common/time';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { DayCell } from './DayCell';
import { LeaveList } from './LeaveList';
import { shiftMonth, useMonthParam } from './useMonthParam';

export default function MySchedule() {
  const { t } = useTranslation('schedule');
  const [month, setMonth] = useMonthParam();
  const { query } = useCustom<MyScheduleMonth>({ url: MY_SCHEDULE_URL, method: 'get', config: { query: { month } } });
  const answer = query.data?.data;
  const byDay = useMemo(() => new Map((answer?.cells ?? []).map((c) => [c.day, c])), [answer]);
  const counts = useMemo(() => ({
    shifts: answer?.cells.filter((c) => c.kind === 'shift').length ?? 0,
    rest: answer?.cells.filter((c) => c.kind === 'rest').length ?? 0,
    leave: new Set([...(answer?.cells.filter((c) => c.kind === 'leave').map((c) => c.day) ?? []),
      ...(answer?.leave.filter((l) => l.status === 'submitted').flatMap((l) => l.days) ?? [])]).size,
  }), [answer]);
  const today = formatEatDate(new Date());
  const thisMonth = today.slice(0, 7);

  // The whole cell is ours: days of the neighbouring months stay empty (antd greys them below the contrast minimum).
  const dateCell = (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    if (!answer || day.slice(0, 7) !== month) return <div aria-hidden style={{ minHeight: 96 }} />;
    return <DayCell day={day} today={day === today} cell={byDay.get(day)} leave={answer.leave.filter((l) => l.days.includes(day))} />;
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(MY_SCHEDULE_SCREEN).labelKey}`)}</ScreenTitle>}
      extra={(
        <Space wrap>
          <Button onClick={() => setMonth(shiftMonth(month, -1))} data-testid="my-schedule-prev">{t('mySchedule.previous')}</Button>
          <Button onClick={() => setMonth(thisMonth)} disabled={month === thisMonth} data-testid="my-schedule-this">{t('mySchedule.thisMonth')}</Button>
          <Button onClick={() => setMonth(shiftMonth(month, 1))} data-testid="my-schedule-next">{t('mySchedule.next')}</Button>
        </Space>
      )}>
      {query.isError && <Alert type="error" showIcon message={query.error?.message} />}
      {!answer ? <Flex justify="center"><Spin /></Flex> : (
        <Flex vertical gap="middle">
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }} data-testid="my-schedule-month">{month}</Typography.Title>
          <Typography.Text type="secondary" data-testid="my-schedule-summary">{t('mySchedule.summary', counts)}</Typography.Text>
          {!answer.cells.length && <Alert type="info" showIcon message={t('mySchedule.noRoster')} data-testid="my-schedule-unplanned" />}
          <Calendar value={dayjs(`${month}-01`)} headerRender={() => null}
            fullCellRender={(date, info) => (info.type === 'date' ? dateCell(date) : info.originNode)}
            onSelect={(date, { source }) => { if (source === 'date' && date.format('YYYY-MM') !== month) setMonth(date.format('YYYY-MM')); }} />
          <LeaveList leave={answer.leave} />
        </Flex>
      )}
    </Card>
  );
}
