/**
 * The screens that are built, by route-table key. The menu keeps only entries whose path is mounted here
 * (spec: only entries that match a real route are kept); later issues add their screens.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SCREENS_BY_KEY, type ScreenDef } from '../common/routes';
import { lazyWithTimeout } from './components/feedback/chunk-load';

type Screen = LazyExoticComponent<ComponentType>;

const MOUNTED: Record<string, Screen> = {
  Home: lazy(lazyWithTimeout(() => import('./pages/home/HomePage'))),
  WarningNotify: lazy(lazyWithTimeout(() => import('./pages/warning-notify/WarningNotifyPage'))),
  'UserSystem/UserManagement': lazy(lazyWithTimeout(() => import('./resources/UserSystem/UserManagement'))),
  'UserSystem/MultiLanguageConfiguration': lazy(lazyWithTimeout(() => import('./resources/UserSystem/MultiLanguageConfiguration'))),
  'UserSystem/DepartmentManagement': lazy(lazyWithTimeout(() => import('./resources/UserSystem/DepartmentManagement'))),
  'UserSystem/DataDictionary': lazy(lazyWithTimeout(() => import('./resources/UserSystem/DataDictionary'))),
  'UserSystem/RoleManagement': lazy(lazyWithTimeout(() => import('./resources/UserSystem/RoleManagement'))),
  'UserSystem/MenuManagement': lazy(lazyWithTimeout(() => import('./resources/UserSystem/MenuManagement'))),
  'OperationSystem/ProductConfig': lazy(lazyWithTimeout(() => import('./resources/OperationSystem/ProductConfig'))),
  'RiskControlSystem/RuleSet': lazy(lazyWithTimeout(() => import('./resources/RiskControlSystem/RuleSet'))),
  'RiskControlSystem/RiskControlModel': lazy(lazyWithTimeout(() => import('./resources/RiskControlSystem/RiskControlModel'))),
  'RiskControlSystem/ListManagement': lazy(lazyWithTimeout(() => import('./resources/RiskControlSystem/ListManagement'))),
  'RiskControlSystem/RiskPricingConfiguration': lazy(lazyWithTimeout(() => import('./resources/RiskControlSystem/RiskPricingConfiguration'))),
  'OrderDetailAudit/OrderDetail': lazy(lazyWithTimeout(() => import('./resources/OrderDetailAudit/OrderDetail'))),
  'OrderDetailAudit/OrderAudit': lazy(lazyWithTimeout(() => import('./resources/OrderDetailAudit/OrderAudit'))),
  'AuditSystem/OrderAllocation': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/OrderAllocation'))),
  'AuditSystem/OrderManagement': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/OrderManagement'))),
  'AuditSystem/OrderManagementAbridgment': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/OrderManagementAbridgment'))),
  'AuditSystem/MachineReviewRetrieval': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/MachineReviewRetrieval'))),
  'AuditSystem/RejectOrderReviewConfig': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/RejectOrderReviewConfig'))),
  'AuditSystem/RejectOrderReview': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/RejectOrderReview'))),
  'AuditSystem/MyAudit': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/MyAudit'))),
  'AuditSystem/AuditPersonnel': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/AuditPersonnel'))),
  'AuditSystem/AuditConfiguration': lazy(lazyWithTimeout(() => import('./resources/AuditSystem/AuditConfiguration'))),
  'AfterLoanSystem/LoanManagement': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/LoanManagement'))),
  'AfterLoanSystem/LoanerManagement': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/LoanerManagement'))),
  'AfterLoanSystem/RepaymentAccountManagement': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/RepaymentAccountManagement'))),
  'AfterLoanSystem/LoanRouting': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/LoanRouting'))),
  'AfterLoanSystem/AutomaticLoanCancelConfig': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/AutomaticLoanCancelConfig'))),
  'AfterLoanSystem/AutoSettlementConfig': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/AutoSettlementConfig'))),
  'AfterLoanSystem/AutoWriteOffAmountConfig': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/AutoWriteOffAmountConfig'))),
  'AfterLoanSystem/FlowRecordSupplement': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/FlowRecordSupplement'))),
  'CollectionSystem/CancelAfterVerificationManagement': lazy(lazyWithTimeout(() => import('./resources/CollectionSystem/CancelAfterVerificationManagement'))),
  'AfterLoanSystem/ReconciliationManagement': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/ReconciliationManagement'))),
  'AfterLoanSystem/BalanceManagement': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/BalanceManagement'))),
  'AfterLoanSystem/RepaymentManagement': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/RepaymentManagement'))),
  'AfterLoanSystem/RepaymentManagementNew': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/RepaymentManagementNew'))),
  'AfterLoanSystem/RepaymentManagementMerge': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/RepaymentManagementMerge'))),
  'CollectionSystem/RollbackFlow': lazy(lazyWithTimeout(() => import('./resources/CollectionSystem/RollbackFlow'))),
  'ChargeToAnAccountSystem/ClientRefundManagement': lazy(lazyWithTimeout(() => import('./resources/ChargeToAnAccountSystem/ClientRefundManagement'))),
  'ChargeToAnAccountSystem/ClientRefundAuditManagement': lazy(lazyWithTimeout(() => import('./resources/ChargeToAnAccountSystem/ClientRefundAuditManagement'))),
  'ChargeToAnAccountSystem/CashTransferApplyFor': lazy(lazyWithTimeout(() => import('./resources/ChargeToAnAccountSystem/CashTransferApplyFor'))),
  'ChargeToAnAccountSystem/CashTransferAudit': lazy(lazyWithTimeout(() => import('./resources/ChargeToAnAccountSystem/CashTransferAudit'))),
  'AfterLoanSystem/WalletRecords': lazy(lazyWithTimeout(() => import('./resources/AfterLoanSystem/WalletRecords'))),
};

export interface MountedScreen {
  screen: ScreenDef;
  Component: Screen;
}

export const MOUNTED_SCREENS: readonly MountedScreen[] = Object.entries(MOUNTED).map(([key, Component]) => {
  const screen = SCREENS_BY_KEY.get(key);
  if (!screen) throw new Error(`Mounted screen ${key} is not in the route table`);
  return { screen, Component };
});

const mountedPaths = new Set(MOUNTED_SCREENS.map((m) => m.screen.path.toLowerCase()));
export const isMountedPath = (path: string) => mountedPaths.has(path.toLowerCase());
