/**
 * The workload tab: per EAT day of the month (the totals first, then the breakdown by level), the team's open cases per level (today's real book; later days
 * projected), the required headcount per level and in total at the team's capacity, the staff planned on shift and
 * the gap — a short day highlighted. Past days show the roster only.
 */
import { Alert, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkloadAnswer, WorkloadDay } from '../../../../common/schedule/case-manage';
import { weekdayOf } from '../SchedulePlan/plan-view';
import styles from './case-manage.module.css';

export function WorkloadTab({ answer, height }: { answer: WorkloadAnswer; height: number }) {
  const { t } = useTranslation('schedule');
  const none = t('caseManage.workload.none');
  const short = answer.days.filter((d) => !d.past && d.gap < 0);
  const columns = useMemo<TableColumnsType<WorkloadDay>>(() => [
    {
      key: 'day', title: t('caseManage.workload.columns.day'), fixed: 'left', width: 150,
      render: (_, d) => (
        <Flex gap={6} align="center">
          <span className={styles.dayLabel}>{`${d.day.slice(8)} ${t(`plan.weekdays.${weekdayOf(d.day)}`)}`}</span>
          {d.day === answer.today && <Tag color="blue">{t('caseManage.workload.today')}</Tag>}
          {d.projected && <Tag>{t('caseManage.workload.projected')}</Tag>}
        </Flex>
      ),
    },
    { key: 'total', title: t('caseManage.workload.columns.total'), width: 96, align: 'right', render: (_, d) => (d.past ? none : d.totalCases) },
    { key: 'entering', title: t('caseManage.workload.columns.entering'), width: 96, align: 'right', render: (_, d) => (d.projected ? d.entering : none) },
    { key: 'required', title: t('caseManage.workload.columns.required'), width: 96, align: 'right', render: (_, d) => (d.past ? none : <strong data-testid={`required-${d.day}`}>{d.required}</strong>) },
    { key: 'planned', title: t('caseManage.workload.columns.planned'), width: 110, align: 'right', render: (_, d) => <span data-testid={`planned-${d.day}`}>{d.planned}</span> },
    {
      key: 'gap', title: t('caseManage.workload.columns.gap'), width: 100, align: 'right',
      render: (_, d) => {
        if (d.past) return none;
        return d.gap < 0
          ? <Tag color="red" data-testid={`gap-${d.day}`} data-short="true">{t('caseManage.workload.gapShort', { count: -d.gap })}</Tag>
          : <span data-testid={`gap-${d.day}`} data-short="false">{t('caseManage.workload.gapOk', { count: d.gap })}</span>;
      },
    },
    ...answer.levels.map((level) => ({
      key: `level-${level}`, title: t('caseManage.workload.columns.level', { level }), width: 124, align: 'right' as const,
      render: (_: unknown, d: WorkloadDay) => (d.past ? none : (
        <span title={t('caseManage.workload.levelAria', { level, cases: d.cases[level], required: d.requiredByLevel[level] })} className={styles.figures}>
          {t('caseManage.workload.levelCell', { cases: d.cases[level], required: d.requiredByLevel[level] })}
        </span>
      )),
    })),
  ], [answer, none, t]);
  const width = 150 + answer.levels.length * 124 + 96 * 3 + 110 + 100;

  return (
    <Flex vertical gap={10}>
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary" data-testid="workload-summary">
          {t('caseManage.workload.summary', { capacity: answer.settings.dailyCaseCapacity, collectors: answer.collectors, staff: answer.staff })}
          {' · '}
          {answer.entryLevel ? t('caseManage.workload.entry', { level: answer.entryLevel }) : t('caseManage.workload.noEntry')}
        </Typography.Text>
      </Flex>
      {!answer.rostered && <Alert type="info" showIcon message={t('caseManage.workload.noRoster')} data-testid="workload-no-roster" />}
      {answer.rostered && (short.length > 0
        ? <Alert type="warning" showIcon data-testid="workload-short" message={t('caseManage.workload.short', { count: short.length })} description={short.map((d) => d.day.slice(5)).join(', ')} />
        : <Alert type="success" showIcon data-testid="workload-short" message={t('caseManage.workload.noneShort')} />)}
      {answer.neededPct !== null && (
        <Typography.Text type={answer.neededPct > answer.dailyAttendancePct ? 'danger' : 'secondary'} data-testid="workload-needed-rate">
          {t('caseManage.workload.neededRate', { needed: answer.neededPct, rule: answer.dailyAttendancePct })}
        </Typography.Text>
      )}
      <div style={{ maxWidth: width + 2 }}>
        <Table<WorkloadDay> bordered size="small" rowKey="day" pagination={false} dataSource={answer.days} columns={columns}
          scroll={{ x: width, y: height }} data-testid="workload-table"
          rowClassName={(d) => (d.past ? styles.past : !d.past && d.gap < 0 ? styles.shortRow : '')} />
      </div>
      <Typography.Text type="secondary">{t('caseManage.workload.pastHint')}</Typography.Text>
    </Flex>
  );
}
