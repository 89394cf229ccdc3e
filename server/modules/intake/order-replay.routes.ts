/** RuleSet → Test → Replay an order: served here, beside the intake whose facts and review it runs again; needs the Test screen's code. */
import { z } from 'zod';
import { ruleSetEntity } from '../../../common/entities/rule-set';
import { RULE_SET_REPLAY_URL } from '../../../common/risk/order-replay';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { replayOrder } from './order-replay.service';

const replayBody = z.object({
  ruleSetId: z.number({ message: 'validation.required' }).int('validation.integer').positive('validation.minValue'),
  orderNo: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(40, 'validation.maxLength'),
});

export const orderReplayRoutes = [
  route({
    method: 'POST', url: RULE_SET_REPLAY_URL, access: needs(viewCode(ruleSetEntity.screen)), body: replayBody,
    fieldLabel: (field) => `ruleSet:fields.${field}`,
    handler: (ctx) => replayOrder(ctx.deps, requireSession(ctx).userId, ctx.body.ruleSetId, ctx.body.orderNo),
  }),
];
