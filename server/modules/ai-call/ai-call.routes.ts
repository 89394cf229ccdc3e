/**
 * 94AI: the provider's signed call-back and SMS endpoints (public, verified by signature), the call records,
 * call-backs and SMS replies lists, the AI call plans (robot-task's one implementation, scope ai) and the
 * AI allocation shares.
 */
import { robotCallQuerySchema } from '../../../common/robot/robot-calls';
import {
  AI_CALL_RECORD_LIST_URL, AI_CALLBACK_URL, AI_CALLBACKS_LIST_URL, AI_SMS_FOLLOW_UP_URL, AI_SMS_HANDLE_URL, AI_SMS_LIST_URL, AI_SMS_URL,
  aiCallbackBody, aiCallbackQuerySchema, aiCallRecordQuerySchema, aiSmsBody, aiSmsFollowUpSchema, aiSmsIdSchema, aiSmsQuerySchema,
} from '../../../common/robot/ai-call';
import { AI_CALL_RECORDS_URL } from '../../../common/robot/robot-calls';
import { actionCode, viewCode } from '../../../common/routes';
import { needs, publicAccess } from '../../core/access';
import { sessionMerchantScope, wholeReachScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { callPage } from '../robot-task/robot-calls.repository';
import { aiTaskRoutes } from '../robot-task/robot-task.routes';
import { aiAllocationRoutes } from './ai-allocation';
import { callbackPage, callRecordPage, smsPage } from './ai-lists.repository';
import { followUpSms, markSmsHandled } from './ai-sms-actions';
import { receiveCallback } from './ai-callback.service';
import { receiveSms } from './ai-sms.service';

const fieldLabel = (field: string) => `aiCall:fields.${field}`;
const SMS_SCREEN = 'CollectionSystem/NineFourAiSmsBack';
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
    method: 'GET', url: AI_CALL_RECORD_LIST_URL, access: needs(viewCode('CollectionSystem/NineFourAiCallRecord')), query: aiCallRecordQuerySchema, fieldLabel,
    handler: async (ctx) => callRecordPage(ctx.deps.db, ctx.query, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))),
  }),
  route({
    method: 'GET', url: AI_CALLBACKS_LIST_URL, access: needs(viewCode('CollectionSystem/NineFourAiCallBack')), query: aiCallbackQuerySchema, fieldLabel,
    handler: ({ deps, query }) => callbackPage(deps.db, query),
  }),
  route({
    method: 'GET', url: AI_SMS_LIST_URL, access: needs(viewCode('CollectionSystem/NineFourAiSmsBack')), query: aiSmsQuerySchema, fieldLabel,
    handler: async (ctx) => smsPage(ctx.deps.db, ctx.query, await wholeReachScope(ctx.deps.db, requireSession(ctx))),
  }),
  route({
    method: 'POST', url: AI_SMS_HANDLE_URL, access: needs(actionCode(SMS_SCREEN, 'handle')), body: aiSmsIdSchema, fieldLabel,
    handler: (ctx) => markSmsHandled(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.id),
  }),
  route({
    method: 'POST', url: AI_SMS_FOLLOW_UP_URL, access: needs(actionCode(SMS_SCREEN, 'followUp')), body: aiSmsFollowUpSchema, fieldLabel,
    handler: (ctx) => followUpSms(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
];
