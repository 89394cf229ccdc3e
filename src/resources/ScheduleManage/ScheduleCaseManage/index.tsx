/**
 * ScheduleManage/ScheduleCaseManage (issue 34): a collection team's EAT month planned by case workload — open cases
 * per level and day, the required headcount at the team's daily case capacity against the staff planned on shift,
 * short days marked (tab "workload") — and the schedule check view: planned shifts against each day's first sign-in,
 * late and absent marked, the day's attendance against the daily rate rule (tab "check"). Team, month and tab live in
 * the address bar (case-address.ts). docs/workforce.md "## ScheduleCaseManage".
 */
import { CalendarOutlined, SettingOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Card, Empty, Flex, Select, Space, Spin, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actionCode, screen, viewCode } from '../../../../common/routes';
import { CASE_MANAGE_SCREEN as KEY, CASE_MANAGE_URLS as URLS, type CheckAnswer, type WorkloadAnswer } from '../../../../common/schedule/case-manage';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { LoadErrorAlert } from '../../../components/table';
import { eatDayPick } from '../../../components/time/eat-dayjs';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { useOperation } from '../../../hooks/useOperation';
import { useCaseAddress } from './case-address';
import { CheckTab } from './CheckTab';
import { SettingsModal } from './SettingsModal';
import { WorkloadTab } from './WorkloadTab';
import { useWindowHeight } from '../../../hooks/useWindowHeight';

const PLAN = 'ScheduleManage/SchedulePlan';
interface TeamOption { value: number; label: string; path: string; staff: number }
/** The page above the table: the app's header, the card's title, toolbar, tabs and status lines. */
const ABOVE_TABLE = 400;

export default function ScheduleCaseManage() {
  const { t } = useTranslation('schedule');
  const can = useOperation();
  const navigate = useNavigate();
  const address = useCaseAddress();
  const height = Math.max(280, useWindowHeight() - ABOVE_TABLE);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const teamsQuery = useCustom<TeamOption[]>({ url: URLS.teams, method: 'get', queryOptions: { staleTime: 60_000 } });
  const teams = useMemo(() => teamsQuery.query.data?.data ?? [], [teamsQuery.query.data]);
  // The largest collection team to start with (the one with most to plan).
  const teamId = address.teamId ?? [...teams].sort((a, b) => b.staff - a.staff)[0]?.value ?? null;
  const team = teams.find((o) => o.value === teamId);
  const params = { teamId, month: address.month };
  const workload = useCustom<WorkloadAnswer>({ url: URLS.workload, method: 'get', config: { query: params }, queryOptions: { enabled: teamId !== null && address.tab === 'workload' } });
  const checked = useCustom<CheckAnswer>({ url: URLS.check, method: 'get', config: { query: params }, queryOptions: { enabled: teamId !== null && address.tab === 'check' } });

  const toolbar = (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 8 }}>
      <Space size={6}>
        <Typography.Text id="case-team-label">{t('caseManage.team')}</Typography.Text>
        <Select<number> aria-labelledby="case-team-label" style={{ width: 260 }} popupMatchSelectWidth={360} showSearch optionFilterProp="label" loading={teamsQuery.query.isLoading}
          value={teamId ?? undefined} placeholder={t('caseManage.chooseTeam')} onChange={(value) => address.change({ teamId: value })} data-testid="case-team"
          options={teams.map((o) => ({ value: o.value, label: t('plan.teamOption', { name: o.label, staff: o.staff }), path: o.path }))}
          optionRender={(option) => <span title={option.data.path}>{t('plan.teamOption', { name: option.data.path, staff: teams.find((o) => o.value === option.value)?.staff ?? 0 })}</span>} />
      </Space>
      <Space size={6}>
        <Typography.Text id="case-month-label">{t('caseManage.month')}</Typography.Text>
        <EatDatePicker picker="month" allowClear={false} value={eatDayPick(`${address.month}-01`)} aria-labelledby="case-month-label"
          onChange={(value) => value && address.change({ month: value.format('YYYY-MM') })} data-testid="case-month" />
      </Space>
    </Flex>
  );

  const buttons = teamId !== null && (
    <Space>
      {can(viewCode(PLAN)) && (
        <Button icon={<CalendarOutlined />} data-testid="case-open-plan"
          onClick={() => navigate(`${screen(PLAN).path}?teamId=${teamId}&month=${address.month}`)}>{t('caseManage.openPlan')}</Button>
      )}
      {can(actionCode(KEY, 'update')) && (
        <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} data-testid="case-settings">{t('caseManage.settings.open')}</Button>
      )}
    </Space>
  );

  const tabBody = <Q,>(result: { query: { isError: boolean; error: unknown; refetch: () => unknown; data?: { data: Q } } }, render: (answer: Q) => React.ReactNode) => {
    if (teamId === null) return teamsQuery.query.isLoading ? <Flex justify="center"><Spin /></Flex> : <Empty description={t('caseManage.noTeams')} />;
    if (result.query.isError) return <LoadErrorAlert error={result.query.error as Error} onRetry={() => void result.query.refetch()} />;
    const answer = result.query.data?.data;
    return answer ? render(answer) : <Flex justify="center"><Spin /></Flex>;
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>} extra={buttons} data-testid="schedule-case-manage">
      {toolbar}
      <Tabs activeKey={address.tab} onChange={(tab) => address.change({ tab: tab as 'workload' | 'check' })} data-testid="case-tabs"
        items={[
          { key: 'workload', label: t('caseManage.tabs.workload'), children: address.tab === 'workload' && tabBody(workload, (a) => <WorkloadTab answer={a} height={height} />) },
          { key: 'check', label: t('caseManage.tabs.check'), children: address.tab === 'check' && tabBody(checked, (a) => <CheckTab answer={a} height={height} />) },
        ]} />
      {teamId !== null && settingsOpen && <SettingsModal teamId={teamId} teamName={team?.label ?? ''} open onClose={() => setSettingsOpen(false)} />}
    </Card>
  );
}
