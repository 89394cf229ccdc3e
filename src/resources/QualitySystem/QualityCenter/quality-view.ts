/**
 * The QualityCenter tab in the address bar (`?tab=mine`), beside the tab's list state, so Back and a copied link
 * keep it. A switch starts the new tab's list afresh (its own filters and page). Unknown values read as the first tab.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const QUALITY_TABS = ['queue', 'mine', 'appeals', 'results', 'settings'] as const;
export type QualityTab = (typeof QUALITY_TABS)[number];

export function useQualityTab(allowed: readonly QualityTab[]): { tab: QualityTab; switchTo: (tab: QualityTab) => void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = allowed.find((t) => t === asked) ?? allowed[0] ?? 'mine';
  const switchTo = useCallback((next: QualityTab) => setParams(new URLSearchParams({ tab: next })), [setParams]);
  return { tab, switchTo };
}
