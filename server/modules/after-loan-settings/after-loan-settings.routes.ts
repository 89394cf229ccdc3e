/** GET afterLoanSettings/options/merchants: the merchant choices of every AfterLoanSystem settings screen. */
import { autoLoanCancelConfigEntity } from '../../../common/entities/auto-loan-cancel-config';
import { autoSettlementConfigEntity } from '../../../common/entities/auto-settlement-config';
import { autoWriteOffConfigEntity } from '../../../common/entities/auto-write-off-config';
import { loanRoutingEntity } from '../../../common/entities/loan-routing';
import { loanerAccountEntity } from '../../../common/entities/loaner-account';
import { AFTER_LOAN_MERCHANTS_URL } from '../../../common/entities/merchant-setting';
import { repaymentAccountEntity } from '../../../common/entities/repayment-account';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { merchantOptions } from '../product/product.repository';

const SETTINGS_ENTITIES = [loanerAccountEntity, repaymentAccountEntity, loanRoutingEntity, autoLoanCancelConfigEntity, autoSettlementConfigEntity, autoWriteOffConfigEntity];

export const afterLoanSettingsRoutes: RouteDef[] = [
  route({
    method: 'GET', url: AFTER_LOAN_MERCHANTS_URL, access: needs(...SETTINGS_ENTITIES.map((e) => viewCode(e.screen))),
    handler: async (ctx) => merchantOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
];
