import { ROLLBACK_TYPES } from '../../../../common/money/statuses';
import type { MoneyFilterDef } from '../../../components/money';

/** RollbackFlow's filters (common/money/repay-lists.ts rollbackFilterSchema). */
export const ROLLBACK_FILTERS: readonly MoneyFilterDef[] = [
  { name: 'flowNo', kind: 'text' },
  { name: 'orderNo', kind: 'text' },
  { name: 'rollbackType', kind: 'choice', values: ROLLBACK_TYPES, labels: 'repay:rollbackTypes' },
  { name: 'rolledBackAt', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
];
