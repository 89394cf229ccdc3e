/** Feedback, CustomerFeedback, CustomerInCallRecord and AiHelpUidDecrypt (CustomerServiceSystem). */
import { AI_HELP_SCREEN, aiHelpDecodeSchema, aiHelpKeySchema } from '../../../common/customer-service/ai-help';
import {
  CUSTOMER_FEEDBACK_SCREEN, FEEDBACK_SCREEN, FEEDBACK_URLS, customerFeedbackQuerySchema, feedbackAssignSchema, feedbackIdSchema, feedbackNoteSchema,
  feedbackNotesQuery, feedbackOpenSchema, feedbackPrioritySchema, feedbackReplySchema,
} from '../../../common/customer-service/feedback';
import { IN_CALL_SCREEN, inCallCreateSchema, inCallPhoneSchema } from '../../../common/customer-service/in-call';
import { pageQuery } from '../../../common/money/money-inputs';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { decodeUid, keyStatus, listDecodes, setKey } from './ai-help.service';
import { feedbackList } from './feedback.repository';
import { assignTicket, changePriority, listCustomerFeedback, listFeedback, noteTicket, openTicket, replyFeedback, takeFeedback, ticketNotes } from './feedback.service';
import { agentChoices } from './list-library.service';
import { inCallList } from './in-call.repository';
import { createInCall, findCallers, listInCalls } from './in-call.service';

const fieldLabel = (field: string) => `customerService:fields.${field}`;
/** A customer's feedback is read from either feedback screen. */
const readFeedback = needs(viewCode(FEEDBACK_SCREEN), viewCode(CUSTOMER_FEEDBACK_SCREEN));

export const customerServiceRoutes = [
  route({
    method: 'GET', url: 'feedback/list', access: readFeedback, query: feedbackList.query, fieldLabel,
    handler: (ctx) => listFeedback(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'POST', url: 'feedback/take', access: needs(actionCode(FEEDBACK_SCREEN, 'take')), body: feedbackIdSchema, fieldLabel,
    handler: (ctx) => takeFeedback(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.id),
  }),
  route({
    method: 'POST', url: 'feedback/reply', access: needs(actionCode(FEEDBACK_SCREEN, 'reply')), body: feedbackReplySchema, fieldLabel,
    handler: (ctx) => replyFeedback(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: FEEDBACK_URLS.open, access: needs(actionCode(FEEDBACK_SCREEN, 'add')), body: feedbackOpenSchema, fieldLabel,
    handler: (ctx) => openTicket(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: FEEDBACK_URLS.callers, access: needs(actionCode(FEEDBACK_SCREEN, 'add')), query: inCallPhoneSchema, fieldLabel,
    handler: (ctx) => findCallers(ctx.deps, requireSession(ctx), ctx.query.phone as string),
  }),
  route({
    method: 'POST', url: FEEDBACK_URLS.assign, access: needs(actionCode(FEEDBACK_SCREEN, 'assign')), body: feedbackAssignSchema, fieldLabel,
    handler: (ctx) => assignTicket(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: FEEDBACK_URLS.agents, access: needs(actionCode(FEEDBACK_SCREEN, 'assign')),
    handler: (ctx) => agentChoices(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'POST', url: FEEDBACK_URLS.note, access: needs(actionCode(FEEDBACK_SCREEN, 'reply'), actionCode(FEEDBACK_SCREEN, 'assign')), body: feedbackNoteSchema, fieldLabel,
    handler: (ctx) => noteTicket(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: FEEDBACK_URLS.priority, access: needs(actionCode(FEEDBACK_SCREEN, 'reply'), actionCode(FEEDBACK_SCREEN, 'assign')), body: feedbackPrioritySchema, fieldLabel,
    handler: (ctx) => changePriority(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: FEEDBACK_URLS.notes, access: readFeedback, query: feedbackNotesQuery, fieldLabel,
    handler: (ctx) => ticketNotes(ctx.deps, requireSession(ctx), ctx.query.id),
  }),
  route({
    method: 'GET', url: 'customerFeedback/list', access: needs(viewCode(CUSTOMER_FEEDBACK_SCREEN)), query: customerFeedbackQuerySchema, fieldLabel,
    handler: (ctx) => listCustomerFeedback(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'inCallRecord/list', access: needs(viewCode(IN_CALL_SCREEN)), query: inCallList.query, fieldLabel,
    handler: (ctx) => listInCalls(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'inCallRecord/callers', access: needs(actionCode(IN_CALL_SCREEN, 'add')), query: inCallPhoneSchema, fieldLabel,
    handler: (ctx) => findCallers(ctx.deps, requireSession(ctx), ctx.query.phone as string),
  }),
  route({
    method: 'POST', url: 'inCallRecord/save', access: needs(actionCode(IN_CALL_SCREEN, 'add')), body: inCallCreateSchema, fieldLabel,
    handler: (ctx) => createInCall(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: 'aiHelp/key', access: needs(viewCode(AI_HELP_SCREEN)),
    handler: (ctx) => keyStatus(ctx.deps),
  }),
  route({
    method: 'POST', url: 'aiHelp/key', access: needs(actionCode(AI_HELP_SCREEN, 'setKey')), body: aiHelpKeySchema, fieldLabel,
    handler: (ctx) => setKey(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.key),
  }),
  route({
    method: 'POST', url: 'aiHelp/decode', access: needs(actionCode(AI_HELP_SCREEN, 'decode')), body: aiHelpDecodeSchema, fieldLabel,
    handler: (ctx) => decodeUid(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.uid),
  }),
  route({
    method: 'GET', url: 'aiHelp/decodes', access: needs(viewCode(AI_HELP_SCREEN)), query: pageQuery, fieldLabel,
    handler: (ctx) => listDecodes(ctx.deps, ctx.query),
  }),
];
