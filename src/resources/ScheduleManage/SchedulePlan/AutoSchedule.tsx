/**
 * Auto-schedule: confirmed first (it replaces every cell that is not pinned), solved on the server (HiGHS in a worker
 * thread, up to the time limit), and its outcome in words: optimal, the time limit with its gap, or why the month
 * cannot be scheduled — explained before solving when the rules ask more than the team can give.
 */
import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RuleViolation, SCHEDULE_URLS } from '../../../../common/schedule/schedule-rules';
import { usePost } from '../../../hooks/usePost';
import { describeViolation } from './roster';

export const TIME_LIMIT_SECONDS = 30;

interface Reason { key: string; params: Record<string, string | number> }
export type AutoScheduleOutcome =
  | { kind: 'explained' | 'infeasible' | 'noSolution'; reasons: Reason[] }
  | { kind: 'solved'; status: 'optimal' | 'time_limit'; gap: number | null; seconds: number; violations: RuleViolation[] };

interface ButtonProps {
  teamId: number;
  month: string;
  teamName: string;
  running: boolean;
  onRunning: (running: boolean) => void;
  onOutcome: (outcome: AutoScheduleOutcome | null) => void;
}

export function AutoScheduleButton({ teamId, month, teamName, running, onRunning, onOutcome }: ButtonProps) {
  const { t } = useTranslation('schedule');
  const { modal } = App.useApp();
  const { post } = usePost({ invalidates: [SCHEDULE_URLS.roster] });
  const run = async () => {
    onRunning(true);
    onOutcome(null);
    try {
      onOutcome(await post<AutoScheduleOutcome>(SCHEDULE_URLS.autoSchedule, { teamId, month, timeLimitSeconds: TIME_LIMIT_SECONDS }));
    } finally {
      onRunning(false);
    }
  };
  const confirm = () => modal.confirm({
    title: t('plan.confirm.autoScheduleTitle', { team: teamName, month }),
    content: t('plan.confirm.autoScheduleBody', { seconds: TIME_LIMIT_SECONDS }),
    okText: t('plan.confirm.ok'), cancelText: t('common:actions.cancel'),
    okButtonProps: { 'data-testid': 'confirm-ok' } as never,
    onOk: () => { void run().catch(() => undefined); },
  });
  return (
    <Button type="primary" icon={<ThunderboltOutlined />} loading={running} onClick={confirm} data-testid="auto-schedule">
      {t('plan.actions.autoSchedule')}
    </Button>
  );
}

/** Where the solve stands: running, or its outcome (closable). */
export function AutoScheduleResult({ outcome, running, nameOf, onClose }: {
  outcome: AutoScheduleOutcome | null; running: boolean; nameOf: (userId: number) => string; onClose: () => void;
}) {
  const { t } = useTranslation('schedule');
  if (running) return <Alert type="info" showIcon message={t('plan.solving', { seconds: TIME_LIMIT_SECONDS })} data-testid="auto-schedule-running" />;
  if (!outcome) return null;
  if (outcome.kind === 'solved') {
    const seconds = Math.round(outcome.seconds * 10) / 10;
    const message = outcome.status === 'optimal' ? t('plan.result.optimal', { seconds })
      : outcome.gap === null ? t('plan.result.time_limitNoGap', { seconds })
        : t('plan.result.time_limit', { seconds, gap: Math.round(outcome.gap * 10) / 10 });
    return (
      <Alert type={outcome.violations.length ? 'warning' : 'success'} showIcon closable onClose={onClose} message={message}
        data-testid="auto-schedule-result" data-kind={outcome.status}
        description={outcome.violations.length > 0 && (
          <>
            {t('plan.result.checker', { count: outcome.violations.length })}
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>{outcome.violations.slice(0, 8).map((v) => <li key={JSON.stringify(v)}>{describeViolation(t, v, nameOf)}</li>)}</ul>
          </>
        )} />
    );
  }
  return (
    <Alert type="error" showIcon closable onClose={onClose} message={t(`plan.result.${outcome.kind}`)}
      data-testid="auto-schedule-result" data-kind={outcome.kind}
      description={(
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {outcome.reasons.map((r) => (
            <li key={`${r.key}${JSON.stringify(r.params)}`}>
              {t(r.key, { ...r.params, ...('userId' in r.params ? { userId: nameOf(Number(r.params.userId)) } : {}) })}
            </li>
          ))}
        </ul>
      )} />
  );
}
