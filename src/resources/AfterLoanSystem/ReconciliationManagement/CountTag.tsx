import { Tag } from 'antd';
import type { ReconciliationOutcome } from '../../../../common/money/reconciliation';

export const OUTCOME_COLOURS: Record<ReconciliationOutcome, string> = {
  matched: 'green', missingInChannel: 'red', missingInBooks: 'volcano', amountDiffers: 'gold',
};

/** A count of one outcome: coloured when there is something to look into, plain when it is zero. */
export function CountTag({ outcome, count }: { outcome: ReconciliationOutcome; count: number }) {
  if (count === 0) return <span>0</span>;
  return <Tag color={OUTCOME_COLOURS[outcome]} style={{ marginInlineEnd: 0 }}>{count.toLocaleString()}</Tag>;
}
