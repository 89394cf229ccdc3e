/**
 * A list's auto-refresh, chosen by the agent (off, 30 s, 60 s, 5 min) and remembered per user and screen in this
 * browser; the list refetches through Refine's refetch interval (useListTable's `refetchInterval`), and the
 * screen says which interval is in force.
 */
import { Select, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../../providers/storage';

export const AUTO_REFRESH_CHOICES = [0, 30_000, 60_000, 300_000] as const;
type Choice = (typeof AUTO_REFRESH_CHOICES)[number];

const keyOf = (screen: string) => `auto_refresh:${session.getUserInfo()?.userId ?? 0}:${screen}`;

function read(screen: string): Choice {
  const stored = Number(localStorage.getItem(keyOf(screen)));
  return (AUTO_REFRESH_CHOICES as readonly number[]).includes(stored) ? (stored as Choice) : 0;
}

export interface AutoRefreshState {
  choice: Choice;
  /** For useListTable: false when off. */
  intervalMs: number | false;
  choose: (next: Choice) => void;
}

export function useAutoRefresh(screen: string): AutoRefreshState {
  const [choice, setChoice] = useState<Choice>(() => read(screen));
  const choose = useCallback((next: Choice) => {
    localStorage.setItem(keyOf(screen), String(next));
    setChoice(next);
  }, [screen]);
  return { choice, intervalMs: choice === 0 ? false : choice, choose };
}

export function AutoRefreshPicker({ state }: { state: AutoRefreshState }) {
  const { t } = useTranslation('customerService');
  const label = (ms: Choice) => t(`autoRefresh.choices.${ms}`);
  return (
    <Space size="small">
      <Typography.Text type="secondary" data-testid="auto-refresh-status">
        {state.choice === 0 ? t('autoRefresh.off') : t('autoRefresh.on', { interval: label(state.choice) })}
      </Typography.Text>
      <Select<Choice> size="small" value={state.choice} onChange={state.choose} aria-label={t('autoRefresh.label')} style={{ width: 110 }}
        data-testid="auto-refresh" options={AUTO_REFRESH_CHOICES.map((ms) => ({ value: ms, label: label(ms) }))} />
    </Space>
  );
}
