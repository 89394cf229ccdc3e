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
];
