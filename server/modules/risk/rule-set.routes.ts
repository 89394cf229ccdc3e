/** RuleSet: the sets, their rules (changing a rule is changing its set: the "update" code), merchant choices and a test run. */
import { z } from 'zod';
import { riskRuleEntity } from '../../../common/entities/risk-rule';
import { ALL_MERCHANTS, ruleSetEntity } from '../../../common/entities/rule-set';
import { RISK_VARIABLES } from '../../../common/risk/variables';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { translate } from '../../core/i18n';
import { coversAllMerchants, sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { merchantOptions } from '../product/product.repository';
import { ruleSetService } from './rule-set.service';
import { ruleService, testRuleSet } from './rule.service';

const SCREEN = ruleSetEntity.screen;
const viewing = needs(viewCode(SCREEN));
const updating = needs(actionCode(SCREEN, 'update'));

const testBody = z.object({
  ruleSetId: z.number({ message: 'validation.required' }).int().positive(),
  facts: z.partialRecord(z.enum(RISK_VARIABLES), z.union([z.number(), z.string().max(200)]), { message: 'validation.required' }),
});

export const ruleSetRoutes: RouteDef[] = [
  ...crudRoutes(ruleSetEntity, ruleSetService),
  ...crudRoutes(riskRuleEntity, ruleService).map((r) => (r.method === 'GET' ? r : { ...r, access: updating })),
  route({
    method: 'GET', url: 'ruleSet/options/merchants', access: viewing,
    // "All merchants" (a rule set for every merchant) is offered only to a caller reaching every merchant.
    handler: async (ctx) => {
      const scope = await sessionMerchantScope(ctx.deps.db, requireSession(ctx));
      const merchants = await merchantOptions(ctx.deps.db, scope);
      const everyMerchant = await coversAllMerchants(ctx.deps.db, scope);
      return everyMerchant ? [{ value: ALL_MERCHANTS, label: translate(ctx.language, 'ruleSet:allMerchants') }, ...merchants] : merchants;
    },
  }),
  route({
    method: 'POST', url: 'ruleSet/test', access: viewing, body: testBody, fieldLabel: (f) => `ruleSet:fields.${f}`,
    handler: ({ deps, body }) => testRuleSet(deps, body.ruleSetId, body.facts as Record<string, number | string>),
  }),
];
