/** ChargeToAnAccountSystem/CashTransferApplyFor and CashTransferAudit. */
import type { RouteDef } from '../../core/route';
import { cashTransferRoutes } from './cash-transfer.routes';

export const routes: readonly RouteDef[] = cashTransferRoutes;
