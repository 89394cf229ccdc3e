import type { QueueOrder } from '../../../../common/collection/my-collection';

/**
 * The workbench's queue around the open case: the list's filter and sort (the server finds the next case in that
 * order) and how to open a case in the drawer (null: the queue's end).
 */
export interface CaseQueue {
  order: QueueOrder;
  go: (caseId: number | null) => void;
}
