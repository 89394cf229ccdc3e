/** AfterLoanSystem/WalletRecords, and open/wallet for merchants' withdrawals. */
import type { RouteDef } from '../../core/route';
import { walletRoutes } from './wallet.routes';

export const routes: readonly RouteDef[] = walletRoutes;
