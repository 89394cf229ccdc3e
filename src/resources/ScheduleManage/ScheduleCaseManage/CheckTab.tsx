/**
 * The check tab: each employee's planned shift of each day against their first sign-in (on time, late by n minutes,
 * absent — planned, no sign-in, no leave —, on leave, rest), and per day the team's actual attendance rate against
 * the daily attendance rate rule (red when below). Virtual rows, as SchedulePlan's grid.
 */
import { Alert, Flex, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_MARKS, type CheckAnswer, type CheckEntry } from '../../../../common/schedule/case-manage';
import { formatEat } from '../../../../common/time';
import { weekdayOf } from '../SchedulePlan/plan-view';
import styles from './case-manage.module.css';

type Person = CheckAnswer['staff'][number];
type T = ReturnType<typeof useTranslation>['t'];

function describeEntry(t: T, name: string, e: CheckEntry) {
  const mark = t(`caseManage.check.marks.${e.mark}`);
  const signIn = e.firstSignIn ? formatEat(e.firstSignIn).slice(11, 16) : t('caseManage.check.noSignIn');
  if (e.mark === 'late') return t('caseManage.check.cellLate', { name, day: e.day, minutes: e.lateMinutes, start: e.shiftStart, signIn });
  if (e.mark === 'absent') return t('caseManage.check.cellAbsent', { name, day: e.day, start: e.shiftStart });
  if (e.mark === 'onTime') return t('caseManage.check.cellShift', { name, day: e.day, mark, start: e.shiftStart, signIn });
  return t('caseManage.check.cell', { name, day: e.day, mark });
}

function MarkBox({ t, person, entry }: { t: T; person: Person; entry: CheckEntry }) {
  const name = person.realName;
  const description = describeEntry(t, name, entry);
  return (
    <div className={`${styles.mark} ${styles[entry.mark]}`} title={description} data-testid={`check-${person.id}-${entry.day}`} data-mark={entry.mark}>
      <span aria-hidden="true">{entry.mark === 'unplanned' ? '' : t(`caseManage.check.short.${entry.mark}`, { minutes: entry.lateMinutes })}</span>
      <span className={styles.srOnly}>{description}</span>
    </div>
  );
}

export function CheckTab({ answer, height }: { answer: CheckAnswer; height: number }) {
  const { t } = useTranslation('schedule');
  const below = answer.days.filter((d) => d.below).length;
  const absent = answer.days.reduce((n, d) => n + d.absent, 0);
  const dayWidth = 46;
  const width = 180 + dayWidth * answer.days.length;
  const columns = useMemo<TableColumnsType<Person>>(() => [
    {
      key: 'employee', title: t('caseManage.check.employee'), fixed: 'left', width: 180,
      render: (_, p) => (
        <div className={styles.employee} title={p.jobNumber ? `${p.realName} · ${p.jobNumber}` : p.realName}>
          <span>{p.realName}</span>{p.jobNumber && <span className={styles.jobNumber}>{p.jobNumber}</span>}
        </div>
      ),
    },
    ...answer.days.map((d, i) => ({
      key: d.day, width: dayWidth, className: styles.cell,
      title: (
        <span className={styles.dayHead}>
          <span>{Number(d.day.slice(8))}</span><span>{t(`plan.weekdays.${weekdayOf(d.day)}`)}</span>
          <span className={`${styles.rate}${d.below ? ` ${styles.below}` : ''}`} data-testid={`check-rate-${d.day}`} data-below={d.below ? 'true' : 'false'}
            title={d.ratePct === null ? undefined : t('caseManage.check.rateAria', { day: d.day, present: d.present, staff: answer.staff.length, rate: d.ratePct, required: d.required })}>
            {d.ratePct === null ? '' : t('caseManage.check.rate', { rate: Math.round(d.ratePct) })}
          </span>
        </span>
      ),
      render: (_: unknown, p: Person) => <MarkBox t={t} person={p} entry={answer.entries[p.id][i]} />,
    })),
  ], [answer, t]);

  return (
    <Flex vertical gap={10}>
      <Typography.Text type="secondary" data-testid="check-summary">
        {t('caseManage.check.summary', { grace: answer.graceMinutes, required: answer.days[0]?.required ?? 0, staff: answer.staff.length, pct: answer.dailyAttendancePct })}
      </Typography.Text>
      {below > 0 || absent > 0
        ? <Alert type="warning" showIcon data-testid="check-alert" message={t('caseManage.check.below', { days: below, absent })} />
        : <Alert type="success" showIcon data-testid="check-alert" message={t('caseManage.check.allGood')} />}
      <Space wrap size={[16, 4]} aria-label={t('caseManage.check.legend')}>
        {CHECK_MARKS.filter((m) => m !== 'unplanned').map((m) => (
          <span key={m} className={styles.legend}>
            <span className={`${styles.mark} ${styles[m]}`} aria-hidden="true">{t(`caseManage.check.short.${m}`, { minutes: answer.graceMinutes + 5 })}</span>
            <span>{t(`caseManage.check.marks.${m}`)}</span>
          </span>
        ))}
      </Space>
      <div className={styles.grid} style={{ maxWidth: width + 2 }} data-testid="check-grid">
        <Table<Person> virtual bordered size="small" rowKey="id" pagination={false} dataSource={answer.staff} columns={columns} scroll={{ x: width, y: height }} />
      </div>
    </Flex>
  );
}
