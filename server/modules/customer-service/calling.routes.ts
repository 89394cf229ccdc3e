/** ListLibraryManage and CallingAssignments (CustomerServiceSystem), and the app's sign-in report. */
import { z } from 'zod';
import {
  CALLING_SCREEN, callingFollowUpSchema, callingIdSchema, callingQuerySchema, callingReassignSchema, callingRecallSchema,
} from '../../../common/customer-service/calling';
import { LIST_LIBRARY_SCREEN, listLibraryAssignSchema } from '../../../common/customer-service/list-library';
import { actionCode, viewCode } from '../../../common/routes';
import { needs, serviceKey } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { merchantOptions } from '../order-options/order-options.repository';
import { merchantScopeOf } from '../order/order-scope';
import { callAssignment, callingAgents, followUpAssignment, listCalling, reassignAssignments, recallAssignments } from './calling.service';
import { libraryList } from './list-library.repository';
import { agentChoices, assignFromLibrary, listLibrary, recordCustomerSignIn } from './list-library.service';

const fieldLabel = (field: string) => `csCalling:fields.${field}`;
const libraryView = needs(viewCode(LIST_LIBRARY_SCREEN));
const callingView = needs(viewCode(CALLING_SCREEN));
const reassign = actionCode(CALLING_SCREEN, 'reassign');

export const callingRoutes = [
  route({
    method: 'GET', url: 'csListLibrary/list', access: libraryView, query: libraryList.query, fieldLabel,
    handler: (ctx) => listLibrary(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'csListLibrary/merchants', access: libraryView,
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  route({
    method: 'GET', url: 'csListLibrary/agents', access: needs(actionCode(LIST_LIBRARY_SCREEN, 'assign'), reassign),
    handler: (ctx) => agentChoices(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'POST', url: 'csListLibrary/assign', access: needs(actionCode(LIST_LIBRARY_SCREEN, 'assign')), body: listLibraryAssignSchema, fieldLabel,
    handler: (ctx) => assignFromLibrary(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: 'csCallAssignment/list', access: callingView, query: callingQuerySchema, fieldLabel,
    handler: (ctx) => listCalling(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'csCallAssignment/agents', access: callingView,
    handler: (ctx) => callingAgents(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'POST', url: 'csCallAssignment/followUp', access: needs(actionCode(CALLING_SCREEN, 'follow')), body: callingFollowUpSchema, fieldLabel,
    handler: (ctx) => followUpAssignment(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'csCallAssignment/call', access: needs(actionCode(CALLING_SCREEN, 'call')), body: callingIdSchema, fieldLabel,
    handler: (ctx) => callAssignment(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.id),
  }),
  route({
    method: 'POST', url: 'csCallAssignment/reassign', access: needs(reassign), body: callingReassignSchema, fieldLabel,
    handler: (ctx) => reassignAssignments(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'csCallAssignment/recall', access: needs(actionCode(CALLING_SCREEN, 'recall')), body: callingRecallSchema, fieldLabel,
    handler: (ctx) => recallAssignments(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.ids),
  }),
  route({
    method: 'POST', url: 'open/customer/signIn', access: serviceKey,
    body: z.object({ customerNo: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(32, 'validation.maxLength') }),
    fieldLabel,
    handler: ({ body, deps, serviceMerchantId }) => recordCustomerSignIn(deps, serviceMerchantId as number, body.customerNo),
  }),
];
