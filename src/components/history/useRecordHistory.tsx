import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_HISTORY_CODE } from '../../../common/record-history';
import { useOperation } from '../../hooks/useOperation';
import type { RowAction } from '../list/RowActions';
import { HistoryDrawer } from './HistoryDrawer';
import type { HistoryEntity, HistorySubject } from './history-subject';

export interface RecordHistory {
  /** Whether the signed-in user holds the audit-view code. */
  allowed: boolean;
  /** The row's History action, or none without the code (or without an entity). */
  actions: (id: string | number, name: string) => RowAction[];
  /** Opens the history of one record, or a user's activity. */
  show: (subject: HistorySubject) => void;
  /** The drawer; render it once on the screen. */
  drawer: ReactNode;
}

/** A History action for the rows of one entity and its drawer, for holders of the audit-view code. */
export function useRecordHistory(entity: HistoryEntity | null | undefined): RecordHistory {
  const { t } = useTranslation('common');
  const can = useOperation();
  const [subject, setSubject] = useState<HistorySubject | null>(null);
  const allowed = can(RECORD_HISTORY_CODE);
  const actions = (id: string | number, name: string): RowAction[] => (allowed && entity ? [{
    key: 'recordHistory', label: t('history.action'), testId: 'row-record-history',
    onClick: () => setSubject({ kind: 'record', entity, id, name }),
  }] : []);
  return { allowed, actions, show: setSubject, drawer: <HistoryDrawer subject={subject} onClose={() => setSubject(null)} /> };
}
