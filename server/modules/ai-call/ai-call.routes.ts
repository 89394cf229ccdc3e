/**
 * 94AI: the provider's signed call-back and SMS endpoints (public, verified by signature), the call records,
 * call-backs and SMS replies lists, the AI call plans (robot-task's one implementation, scope ai) and the
 * AI allocation shares.
 */
import { robotCallQuerySchema } from '../../../common/robot/robot-calls';
import {
  AI_CALLBACK_URL, AI_CALLBACKS_LIST_URL, AI_SMS_LIST_URL, AI_SMS_URL, aiCallbackBody, aiCallbackQuerySchema, aiSmsBody, aiSmsQuerySchema,
} from '../../../common/robot/ai-call';
import { AI_CALL_RECORDS_URL } from '../../../common/robot/robot-calls';
import { viewCode } from '../../../common/routes';
import { needs, publicAccess } from '../../core/access';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { callPage } from '../robot-task/robot-calls.repository';
import { aiTaskRoutes } from '../robot-task/robot-task.routes';
import { aiAllocationRoutes } from './ai-allocation';
import { callbackPage, smsPage } from './ai-lists.repository';
import { receiveCallback } from './ai-callback.service';
import { receiveSms } from './ai-sms.service';

const fieldLabel = (field: string) => `aiCall:fields.${field}`;
const headersOf = (headers: Record<string, unknown>) => headers;

export const aiCallRoutes: RouteDef[] = [
  ...aiTaskRoutes(),
  ...aiAllocationRoutes,
  route({
    method: 'POST', url: AI_CALLBACK_URL, access: publicAccess,
    handler: ({ deps, request }) => {
      const parsed = aiCallbackBody.safeParse(request.body);
      return receiveCallback(deps, request.body, parsed.success ? parsed.data : null, headersOf(request.headers));
    },
  }),
  route({
    method: 'POST', url: AI_SMS_URL, access: publicAccess,
    handler: ({ deps, request }) => {
      const parsed = aiSmsBody.safeParse(request.body);
      return receiveSms(deps, request.body, parsed.success ? parsed.data : null, headersOf(request.headers));
    },
  }),
  route({
    method: 'GET', url: AI_CALL_RECORDS_URL, access: needs(viewCode('CollectionSystem/NineFourAiCallRecord')), query: robotCallQuerySchema,
    fieldLabel: (f) => `robotTask:fields.${f}`,
    handler: async (ctx) => callPage(ctx.deps.db, ['ai'], ctx.query, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
  route({
    method: 'GET', url: AI_CALLBACKS_LIST_URL, access: needs(viewCode('CollectionSystem/NineFourAiCallBack')), query: aiCallbackQuerySchema, fieldLabel,
    handler: ({ deps, query }) => callbackPage(deps.db, query),
  }),
  route({
    method: 'GET', url: AI_SMS_LIST_URL, access: needs(viewCode('CollectionSystem/NineFourAiSmsBack')), query: aiSmsQuerySchema, fieldLabel,
    handler: ({ deps, query }) => smsPage(deps.db, query),
  }),
];
