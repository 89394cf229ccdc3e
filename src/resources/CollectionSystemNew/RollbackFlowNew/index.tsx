import { ROLLBACK_SCREEN_NEW } from '../../../../common/money/repay-codes';
import { RollbackFlowPage } from '../../CollectionSystem/RollbackFlow';

/** CollectionSystemNew's entry of RollbackFlow: the rollbacks of bills whose collection case is v2 (stage-based). */
export default function RollbackFlowNew() {
  return <RollbackFlowPage screenKey={ROLLBACK_SCREEN_NEW} caseSystem="v2" />;
}
