/**
 * ScheduleManage/ScheduleAbnormalThreshold (issue 34): a team's scheduling rules — daily attendance rate, weekly
 * attendance days, maximum consecutive working days, minimum rest between shifts. A team without rules of its own
 * shows the defaults (docs/workforce.md); saving needs the update code. Each value is refused, never clamped, with the
 * server's message (common/schedule/schedule-rules.ts bounds both). The team is in the address bar.
 */
import { useCustom } from '@refinedev/core';
import { Alert, Button, Card, Empty, Flex, Form, Radio, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { actionCode, screen } from '../../../../common/routes';
import {
  SCHEDULE_RULE_BOUNDS, SCHEDULE_RULE_FIELDS, SCHEDULE_URLS, type ScheduleRules,
} from '../../../../common/schedule/schedule-rules';
import { formatEat } from '../../../../common/time';
import { IntegerInput, integerRules } from '../../../components/inputs';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';
import { LoadErrorAlert } from '../../../components/table';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

const KEY = 'ScheduleManage/ScheduleAbnormalThreshold';
/** The team's policy for the open cases of someone taken off shift today (server/modules/schedule/off-shift-policy.ts). */
const POLICY_URL = 'scheduleAbnormalThreshold/offShiftPolicy';
const POLICIES = ['keep', 'return'] as const;
type Policy = (typeof POLICIES)[number];

interface TeamOption { value: number; label: string; path: string; staff: number }
interface RulesDetail { teamId: number; values: ScheduleRules; defaults: ScheduleRules; saved: boolean; updatedAt: string | null }

export default function ScheduleAbnormalThreshold() {
  const { t } = useTranslation('schedule');
  const can = useOperation();
  const canSave = can(actionCode(KEY, 'update'));
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<ScheduleRules & { policy: Policy }>();
  const { post } = usePost({ invalidates: [SCHEDULE_URLS.rules, SCHEDULE_URLS.roster, POLICY_URL] });

  const teamsQuery = useCustom<TeamOption[]>({ url: SCHEDULE_URLS.teams, method: 'get', queryOptions: { staleTime: 60_000 } });
  const teams = useMemo(() => teamsQuery.query.data?.data ?? [], [teamsQuery.query.data]);
  const asked = Number(params.get('teamId'));
  const teamId = Number.isInteger(asked) && asked > 0 ? asked : teams.find((o) => o.staff > 0)?.value ?? null;
  const { query } = useCustom<RulesDetail>({
    url: SCHEDULE_URLS.rules, method: 'get', config: { query: { teamId } }, queryOptions: { enabled: teamId !== null },
  });
  const detail = query.data?.data;
  const policyQuery = useCustom<{ teamId: number; policy: Policy }>({
    url: POLICY_URL, method: 'get', config: { query: { teamId } }, queryOptions: { enabled: teamId !== null },
  });
  const policy = policyQuery.query.data?.data?.policy;
  useEffect(() => { if (detail) form.setFieldsValue(detail.values); }, [detail, form]);
  useEffect(() => { if (policy) form.setFieldsValue({ policy }); }, [policy, form]);

  const save = async () => {
    if (teamId === null) return;
    const { policy: chosen, ...values } = await form.validateFields();
    await post(SCHEDULE_URLS.saveRules, { teamId, ...values });
    if (chosen && chosen !== policy) await post(POLICY_URL, { teamId, policy: chosen });
    toastSuccess(t('thresholds.saved'));
  };

  const body = () => {
    if (teamId === null) return teamsQuery.query.isLoading ? <Flex justify="center"><Spin /></Flex> : <Empty description={t('plan.chooseTeam')} />;
    if (query.isError) return <LoadErrorAlert error={query.error as unknown as Error} onRetry={() => void query.refetch()} />;
    if (!detail) return <Flex justify="center"><Spin /></Flex>;
    return (
      <>
        <Alert style={{ marginBottom: 16, maxWidth: 720 }} showIcon type={detail.saved ? 'success' : 'info'} data-testid="thresholds-status"
          message={detail.saved && detail.updatedAt ? t('thresholds.savedAt', { time: formatEat(detail.updatedAt) }) : t('thresholds.usingDefaults')} />
        <Form<ScheduleRules & { policy: Policy }> form={form} layout="vertical" name="schedule-rules" disabled={!canSave} style={{ maxWidth: 560 }}>
          {SCHEDULE_RULE_FIELDS.map((field) => {
            const label = t(`fields.${field}`);
            return (
              <Form.Item key={field} name={field} label={label}
                extra={`${t(`thresholds.hints.${field}`)} ${t('thresholds.default', { value: detail.defaults[field] })}`}
                rules={[{ required: true, message: t('errors:validation.required', { field: label }) }, ...integerRules(t, label, SCHEDULE_RULE_BOUNDS[field])]}>
                <IntegerInput style={{ maxWidth: 200 }} data-testid={`rule-${field}`} />
              </Form.Item>
            );
          })}
          <Form.Item name="policy" label={t('onShift.policy.label')}>
            <Radio.Group data-testid="rule-offShiftPolicy" options={POLICIES.map((p) => ({ value: p, label: t(`onShift.policy.${p}`) }))} />
          </Form.Item>
          {canSave && (
            <Space>
              <Button type="primary" onClick={() => void save().catch(() => undefined)} data-testid="thresholds-save">{t('thresholds.actions.save')}</Button>
              <Button onClick={() => form.setFieldsValue(detail.defaults)} data-testid="thresholds-defaults">{t('thresholds.actions.defaults')}</Button>
            </Space>
          )}
        </Form>
      </>
    );
  };

  return (
    <Card title={<ScreenTitle>{t(`menu:${screen(KEY).labelKey}`)}</ScreenTitle>} data-testid="schedule-thresholds">
      <Space size={6} style={{ marginBottom: 16 }}>
        <Typography.Text id="thresholds-team-label">{t('thresholds.team')}</Typography.Text>
        <Select<number> aria-labelledby="thresholds-team-label" style={{ width: 260 }} popupMatchSelectWidth={360} showSearch optionFilterProp="label" loading={teamsQuery.query.isLoading}
          value={teamId ?? undefined} placeholder={t('plan.chooseTeam')} data-testid="thresholds-team"
          onChange={(value) => setParams((current) => { const next = new URLSearchParams(current); next.set('teamId', String(value)); return next; })}
          options={teams.map((o) => ({ value: o.value, label: t('plan.teamOption', { name: o.label, staff: o.staff }), path: o.path }))}
          optionRender={(option) => <span title={option.data.path}>{t('plan.teamOption', { name: option.data.path, staff: teams.find((o) => o.value === option.value)?.staff ?? 0 })}</span>} />
      </Space>
      {body()}
    </Card>
  );
}
