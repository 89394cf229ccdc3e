import type { RouteDef } from '../core/route';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { deptRoutes } from './dept/dept.routes';
import { dictAdminRoutes } from './dictionary/dict-admin.routes';
import { dictionaryRoutes } from './dictionary/dictionary.routes';
import { homeRoutes } from './home/home.routes';
import { languageRoutes } from './language/language.routes';
import { leaveRoutes } from './leave/leave.routes';
import { maskRoutes } from './mask/mask.routes';
import { menuAdminRoutes } from './menu/menu-admin.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { roleRoutes } from './role/role.routes';
import { userAccessRoutes } from './user/user-access.routes';
import { userRoutes } from './user/user.routes';
import { intakeRoutes } from './intake/intake.routes';
import { productRoutes } from './product/product.routes';
import { riskRoutes } from './risk';
import { orderDetailRoutes } from './order-detail/order-detail.routes';
import { callRoutes } from './call/call.routes';
import { orderOptionsRoutes } from './order-options/order-options.routes';
import { orderAllocationRoutes } from './order-allocation/order-allocation.routes';
import { orderManagementRoutes } from './order-management/order-management.routes';
import { orderSalvageRoutes } from './order-salvage/order-salvage.routes';
import { orderReviewRoutes } from './order-review/order-review.routes';
import { auditConfigurationRoutes } from './audit-configuration/audit-configuration.routes';
import { auditPersonnelRoutes } from './audit-personnel/audit-personnel.routes';
import { myAuditRoutes } from './my-audit/my-audit.routes';
import { afterLoanSettingsRoutes } from './after-loan-settings/after-loan-settings.routes';
import { loanerAccountRoutes } from './loaner-account/loaner-account.routes';
import { repaymentAccountRoutes } from './repayment-account/repayment-account.routes';
import { loanRoutingRoutes } from './loan-routing/loan-routing.routes';
import { autoLoanCancelConfigRoutes } from './loan-cancel/auto-loan-cancel-config.routes';
import { autoSettlementConfigRoutes } from './auto-settlement-config/auto-settlement-config.routes';
import { autoWriteOffConfigRoutes } from './auto-write-off-config/auto-write-off-config.routes';
import { reconciliationRoutes } from './reconciliation/reconciliation.routes';
import { balanceRoutes } from './balance/balance.routes';
import { writeOffRoutes } from './write-off/write-off.routes';
import { repayManageRoutes } from './repay-manage/repay-manage.routes';
import { payManageRoutes } from './pay-manage/pay-manage.routes';

import { refundRoutes } from './refund/refund.routes';
import { cashTransferRoutes } from './cash-transfer/cash-transfer.routes';
import { walletRoutes } from './wallet/wallet.routes';
/** Every module's routes; a new module adds one line here. */
export const allRoutes: readonly RouteDef[] = [
  ...authRoutes, ...accountRoutes, ...userAccessRoutes, ...dictionaryRoutes, ...outboxRoutes, ...leaveRoutes,
  ...maskRoutes, ...homeRoutes, ...languageRoutes,
  ...roleRoutes, ...menuAdminRoutes,
  ...deptRoutes,
  ...dictAdminRoutes,
  ...userRoutes,
  ...intakeRoutes,
  ...productRoutes, ...riskRoutes,
  ...orderDetailRoutes, ...callRoutes,
  ...orderOptionsRoutes,
  ...orderAllocationRoutes,
  ...orderManagementRoutes,
  ...orderSalvageRoutes,
  ...orderReviewRoutes,
  ...auditConfigurationRoutes, ...auditPersonnelRoutes, ...myAuditRoutes,
  ...afterLoanSettingsRoutes, ...loanerAccountRoutes, ...repaymentAccountRoutes, ...loanRoutingRoutes,
  ...autoLoanCancelConfigRoutes, ...autoSettlementConfigRoutes, ...autoWriteOffConfigRoutes,
  ...reconciliationRoutes, ...balanceRoutes,
  ...writeOffRoutes,
  ...repayManageRoutes,
  ...payManageRoutes,
  ...refundRoutes, ...cashTransferRoutes, ...walletRoutes,
];
