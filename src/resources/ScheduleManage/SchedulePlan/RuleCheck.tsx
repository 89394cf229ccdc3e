/**
 * The rules a change of cells would break, asked of the server (schedulePlan/check, nothing written) whenever the
 * change is edited, and shown before it is applied: the planner may still apply it, warned by name.
 */
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RuleViolation, SCHEDULE_URLS } from '../../../../common/schedule/schedule-rules';
import { usePost } from '../../../hooks/usePost';
import { describeViolation } from './roster';

export interface FillBody {
  teamId: number; month: string; userIds: number[]; from: string; to: string;
  kind: 'shift' | 'leave' | 'rest'; shiftTypeId: number | null; pinned: boolean;
}

export interface CheckState { checking: boolean; introduced: RuleViolation[] | null }

/** Checks `body` (null: nothing to check yet), the latest answer winning. */
export function useRuleCheck(body: FillBody | null): CheckState {
  const { post } = usePost({ invalidates: false });
  const [state, setState] = useState<CheckState>({ checking: false, introduced: null });
  const asked = useRef(0);
  const key = body ? JSON.stringify(body) : '';
  useEffect(() => {
    if (!key) { setState({ checking: false, introduced: null }); return; }
    const ask = ++asked.current;
    setState((s) => ({ ...s, checking: true }));
    post<{ introduced: RuleViolation[] }>(SCHEDULE_URLS.check, JSON.parse(key) as FillBody, { silent: true })
      .then((answer) => { if (ask === asked.current) setState({ checking: false, introduced: answer.introduced }); })
      .catch(() => { if (ask === asked.current) setState({ checking: false, introduced: null }); });
  }, [key, post]);
  return state;
}

export function RuleCheckAlert({ state, nameOf, kind }: { state: CheckState; nameOf: (userId: number) => string; kind: 'edit' | 'fill' }) {
  const { t } = useTranslation('schedule');
  if (state.checking) return <Spin size="small" tip={t('plan.edit.checking')}><div style={{ minHeight: 40 }} /></Spin>;
  if (!state.introduced) return null;
  if (!state.introduced.length) return <Alert type="success" showIcon message={t(`plan.${kind}.ok`)} data-testid="rule-check-ok" />;
  return (
    <Alert type="warning" showIcon message={t(`plan.${kind}.warn`)} data-testid="rule-check-warn"
      description={(
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {state.introduced.slice(0, 8).map((v) => <li key={JSON.stringify(v)}>{describeViolation(t, v, nameOf)}</li>)}
          {state.introduced.length > 8 && <li>{t('plan.violations.more', { count: state.introduced.length - 8 })}</li>}
        </ul>
      )} />
  );
}
