/** The operation codes of the repayment screens (their rows in common/routes.ts), grouped as the routes need them. */
import { actionCode, viewCode } from '../routes';

export const BILLS_SCREEN = 'AfterLoanSystem/RepaymentManagement';
export const FLOWS_SCREEN = 'AfterLoanSystem/RepaymentManagementNew';
export const LOANS_SCREEN = 'AfterLoanSystem/RepaymentManagementMerge';
export const ROLLBACK_SCREEN = 'CollectionSystem/RollbackFlow';
/** The stage-based system's entry of the same screen: its rollbacks are those of bills whose case is v2. */
export const ROLLBACK_SCREEN_NEW = 'CollectionSystemNew/RollbackFlowNew';

const REPAY_SCREENS = [BILLS_SCREEN, FLOWS_SCREEN, LOANS_SCREEN];

export const CODES = {
  viewBills: [viewCode(BILLS_SCREEN)],
  viewFlows: [viewCode(FLOWS_SCREEN)],
  viewLoans: [viewCode(LOANS_SCREEN)],
  viewRollbacks: [viewCode(ROLLBACK_SCREEN), viewCode(ROLLBACK_SCREEN_NEW)],
  /** A flow looked up by number: on the rollback screen, or from the flows list. */
  findFlow: [viewCode(ROLLBACK_SCREEN), viewCode(ROLLBACK_SCREEN_NEW), viewCode(FLOWS_SCREEN)],
  /** The trial, coupons and merchant choices serve every screen with a Repay button. */
  viewAnyRepay: REPAY_SCREENS.map(viewCode),
  repay: REPAY_SCREENS.map((s) => actionCode(s, 'repay')),
  zeroSettle: [actionCode(BILLS_SCREEN, 'zeroSettle')],
  rollback: [actionCode(ROLLBACK_SCREEN, 'rollback'), actionCode(ROLLBACK_SCREEN_NEW, 'rollback'), actionCode(FLOWS_SCREEN, 'rollback')],
  exportBills: [actionCode(BILLS_SCREEN, 'export')],
  exportFlows: [actionCode(FLOWS_SCREEN, 'export')],
  exportLoans: [actionCode(LOANS_SCREEN, 'export')],
} as const;
