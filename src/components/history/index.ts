export { ChangeList } from './ChangeList';
export { HistoryButton } from './HistoryButton';
export { HistoryDrawer } from './HistoryDrawer';
export type { HistoryEntity, HistorySubject } from './history-subject';
export { useRecordHistory, type RecordHistory } from './useRecordHistory';
