/** How the report names a level (v1's S1 shown as M1) or a roll-rate state (entered in the span, settled …). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shownLevel } from '../../../../common/collection/policies';
import type { CollectionReportAnswer } from '../../../../common/reports/collection-report';

export function useStateLabel(report: CollectionReportAnswer) {
  const { t } = useTranslation('collectionReport');
  return useCallback((state: string) => (report.levels.includes(state) ? shownLevel(report.system, state) : t(`states.${state}`)), [report, t]);
}

export const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-KE'));
