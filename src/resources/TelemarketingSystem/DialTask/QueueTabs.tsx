/** The dialer queue's tabs with their counts; the tab lives in the address bar (?tab=overdue), due now by default. */
import { Badge, Tabs, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DIALER_TABS, type DialerTab, type DialerTabCounts } from '../../../../common/telemarketing/dialer-queue';

export const DEFAULT_TAB: DialerTab = 'dueNow';

export function useQueueTab(): [DialerTab, (next: DialerTab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = (DIALER_TABS as readonly string[]).includes(asked ?? '') ? (asked as DialerTab) : DEFAULT_TAB;
  // The filter bar's filters stay; the page starts again from the first.
  const choose = (next: DialerTab) => setParams((old) => {
    const kept = new URLSearchParams(old);
    kept.set('tab', next);
    kept.delete('currentPage');
    return kept;
  });
  return [tab, choose];
}

export function QueueTabs({ tab, onChange, counts }: { tab: DialerTab; onChange: (next: DialerTab) => void; counts: DialerTabCounts | null }) {
  const { t } = useTranslation('telemarketingWork');
  return (
    <Tabs activeKey={tab} onChange={(key) => onChange(key as DialerTab)} style={{ marginBottom: 0 }} items={DIALER_TABS.map((key) => ({
      key,
      label: (
        <Tooltip title={t(`dialer.tabHints.${key}`)}>
          <span data-testid={`tab-${key}`}>
            {t(`dialer.tabs.${key}`)}{' '}
            <Badge count={counts?.[key] ?? 0} showZero overflowCount={9999} color={key === 'overdue' && counts?.overdue ? '#cf1322' : key === 'dueNow' && counts?.dueNow ? '#1677ff' : '#8c8c8c'} data-testid={`tab-count-${key}`} />
          </span>
        </Tooltip>
      ),
    }))} />
  );
}
