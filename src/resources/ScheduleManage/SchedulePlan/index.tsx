/**
 * ScheduleManage/SchedulePlan (issue 34): the planner's grid of one team's EAT month — employees × days, the legend,
 * the day, week and month views as ranges of the same grid, a cell changed by a click (value, pin), a bulk fill,
 * auto-schedule, the rules the month breaks named, and each day's staff at work against the required headcount.
 * Team, month, view and day live in the address bar (plan-view.ts). docs/workforce.md.
 */
import { AppstoreAddOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Card, Empty, Flex, Segmented, Select, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EAT_DAY_FORMAT } from '../../../../common/eat-day';
import { actionCode, screen } from '../../../../common/routes';
import { type RosterCell, SCHEDULE_URLS } from '../../../../common/schedule/schedule-rules';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { LoadErrorAlert } from '../../../components/table';
import { eatDayPick } from '../../../components/time/eat-dayjs';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { useOperation } from '../../../hooks/useOperation';
import { type AutoScheduleOutcome, AutoScheduleButton, AutoScheduleResult } from './AutoSchedule';
import { CellModal, type EditedCell } from './CellModal';
import { FillModal } from './FillModal';
import { Legend } from './Legend';
import { PLAN_VIEWS, shownDays, stepDay, usePlanAddress } from './plan-view';
import { RosterGrid } from './RosterGrid';
import { describeViolation, type RosterAnswer, type StaffMember, type TeamOption } from './roster';
import { useWindowHeight } from '../../../hooks/useWindowHeight';

const KEY = 'ScheduleManage/SchedulePlan';
/** The page above the grid: the app's header, the card's title, toolbar, status lines and legend. */
const ABOVE_GRID = 360;

export default function SchedulePlan() {
  const { t } = useTranslation('schedule');
  const can = useOperation();
  const canEdit = can(actionCode(KEY, 'update'));
  const canSolve = can(actionCode(KEY, 'autoSchedule'));
  const address = usePlanAddress();
  const windowHeight = useWindowHeight();
  const [edited, setEdited] = useState<EditedCell | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [filling, setFilling] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<AutoScheduleOutcome | null>(null);
  const [allViolations, setAllViolations] = useState(false);

  const teamsQuery = useCustom<TeamOption[]>({ url: SCHEDULE_URLS.teams, method: 'get', queryOptions: { staleTime: 60_000 } });
  const teams = useMemo(() => teamsQuery.query.data?.data ?? [], [teamsQuery.query.data]);
  const teamId = address.teamId ?? teams.find((team) => team.staff > 0)?.value ?? null;
  const team = teams.find((o) => o.value === teamId);
  const { query } = useCustom<RosterAnswer>({
    url: SCHEDULE_URLS.roster, method: 'get', config: { query: { teamId, month: address.month } },
    queryOptions: { enabled: teamId !== null },
  });
  const roster = query.data?.data;
  const { month, view, day } = address;
  const days = useMemo(() => shownDays({ month, view, day }), [month, view, day]);

  // A new team or month starts with nothing ticked and no earlier outcome (reset while rendering, as React advises).
  const scope = `${teamId}|${address.month}`;
  const [seenScope, setSeenScope] = useState(scope);
  if (seenScope !== scope) {
    setSeenScope(scope);
    setSelected([]);
    setOutcome(null);
  }

  const names = useMemo(() => new Map((roster?.staff ?? []).map((s) => [s.id, s.realName])), [roster?.staff]);
  const nameOf = useCallback((userId: number) => names.get(userId) ?? String(userId), [names]);
  const onEdit = useCallback((employee: StaffMember, day: string, cell: RosterCell | undefined) => setEdited({ employee, day, cell }), []);

  const toolbar = (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
      <Space size={6}>
        <Typography.Text id="plan-team-label">{t('plan.team')}</Typography.Text>
        <Select<number> aria-labelledby="plan-team-label" style={{ width: 260 }} popupMatchSelectWidth={360} showSearch optionFilterProp="label" loading={teamsQuery.query.isLoading}
          value={teamId ?? undefined} placeholder={t('plan.chooseTeam')} onChange={(value) => address.change({ teamId: value })} data-testid="plan-team"
          options={teams.map((o) => ({ value: o.value, label: t('plan.teamOption', { name: o.label, staff: o.staff }), path: o.path }))}
          optionRender={(option) => <span title={option.data.path}>{t('plan.teamOption', { name: option.data.path, staff: teams.find((o) => o.value === option.value)?.staff ?? 0 })}</span>} />
      </Space>
      <Space size={6}>
        <Typography.Text id="plan-month-label">{t('plan.month')}</Typography.Text>
        <EatDatePicker picker="month" allowClear={false} value={eatDayPick(`${address.month}-01`)} aria-labelledby="plan-month-label"
          onChange={(value) => value && address.change({ month: value.format('YYYY-MM') })} data-testid="plan-month" />
      </Space>
      <Segmented<string> value={address.view} onChange={(view) => address.change({ view: view as (typeof PLAN_VIEWS)[number] })} data-testid="plan-view"
        options={PLAN_VIEWS.map((v) => ({ value: v, label: t(`plan.views.${v}`) }))} />
      {address.view !== 'month' && (
        <Space size={4}>
          <Button icon={<LeftOutlined />} aria-label={t(`plan.earlier.${address.view}`)} title={t(`plan.earlier.${address.view}`)}
            onClick={() => address.change({ day: stepDay(address, -1) })} disabled={days[0] === `${address.month}-01`} data-testid="plan-earlier" />
          <Typography.Text strong data-testid="plan-range">
            {days.length === 1 ? eatDayPick(days[0]).format(EAT_DAY_FORMAT) : t('plan.rangeWeek', { from: days[0], to: days[days.length - 1] })}
          </Typography.Text>
          <Button icon={<RightOutlined />} aria-label={t(`plan.later.${address.view}`)} title={t(`plan.later.${address.view}`)}
            onClick={() => address.change({ day: stepDay(address, 1) })} disabled={roster ? days[days.length - 1] === roster.days[roster.days.length - 1] : false} data-testid="plan-later" />
        </Space>
      )}
    </Flex>
  );

  const buttons = roster && roster.staff.length > 0 && teamId !== null && (
    <Space>
      {canEdit && (
        <Button icon={<AppstoreAddOutlined />} onClick={() => setFilling(true)} data-testid="bulk-fill">{t('plan.actions.bulkFill')}</Button>
      )}
      {canSolve && (
        <AutoScheduleButton teamId={teamId} month={address.month} teamName={team?.label ?? ''} running={running} onRunning={setRunning} onOutcome={setOutcome} />
      )}
    </Space>
  );

  const body = () => {
    if (teamId === null) return teamsQuery.query.isLoading ? <Flex justify="center"><Spin /></Flex> : <Empty description={t('plan.chooseTeam')} />;
    if (query.isError) return <LoadErrorAlert error={query.error as unknown as Error} onRetry={() => void query.refetch()} />;
    if (!roster) return <Flex justify="center"><Spin /></Flex>;
    if (!roster.staff.length) return <Empty description={t('plan.noStaff')} />;
    const { rules } = roster;
    return (
      <Flex vertical gap={10}>
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary" data-testid="plan-rules">
            {t('plan.rulesLine', { required: roster.required, staff: roster.staff.length, pct: rules.dailyAttendancePct, weekly: rules.weeklyAttendanceDays, max: rules.maxConsecutiveDays, rest: rules.minRestHours })}
          </Typography.Text>
          {roster.solveStatus && (
            <Tag color={roster.solveStatus === 'optimal' ? 'green' : 'gold'} data-testid="plan-last-solve">
              {roster.solveStatus === 'optimal' || roster.solveGap === null ? t(`plan.lastSolve.${roster.solveStatus === 'optimal' ? 'optimal' : 'time_limitNoGap'}`)
                : t('plan.lastSolve.time_limit', { gap: Math.round(roster.solveGap * 10) / 10 })}
            </Tag>
          )}
        </Flex>
        <Legend shiftTypes={roster.shiftTypes} />
        <AutoScheduleResult outcome={outcome} running={running} nameOf={nameOf} onClose={() => setOutcome(null)} />
        {roster.violations.length > 0 && (
          <Alert type="warning" showIcon data-testid="plan-violations" message={t('plan.violations.title', { count: roster.violations.length })}
            action={(
              <Button size="small" type="link" onClick={() => setAllViolations((open) => !open)} aria-expanded={allViolations} data-testid="plan-violations-toggle">
                {allViolations ? t('plan.violations.hide') : t('plan.violations.show')}
              </Button>
            )}
            description={allViolations && (
              <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 160, overflowY: 'auto' }} data-testid="plan-violations-list">
                {roster.violations.map((v) => <li key={JSON.stringify(v)}>{describeViolation(t, v, nameOf)}</li>)}
              </ul>
            )} />
        )}
        <RosterGrid roster={roster} days={days} onEdit={canEdit ? onEdit : undefined} selected={selected}
          onSelect={canEdit ? setSelected : undefined} height={Math.max(280, windowHeight - ABOVE_GRID)} />
      </Flex>
    );
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>} extra={buttons} data-testid="schedule-plan">
      {toolbar}
      {body()}
      {roster && teamId !== null && canEdit && (
        <>
          <CellModal teamId={teamId} month={address.month} edited={edited} shiftTypes={roster.shiftTypes} nameOf={nameOf} onClose={() => setEdited(null)} />
          <FillModal open={filling} teamId={teamId} month={address.month} staff={roster.staff} shiftTypes={roster.shiftTypes}
            selected={selected} days={days} nameOf={nameOf} onClose={() => setFilling(false)} onDone={() => { setFilling(false); setSelected([]); }} />
        </>
      )}
    </Card>
  );
}
