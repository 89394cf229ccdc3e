/** telemarketingList: ListLibraryManagement (list, target change, abandon) and AbandonedListLibraryManagement (list, recycle). */
import { actionCode, viewCode } from '../../../common/routes';
import { ABANDONED_SCREEN, LIST_LIBRARY_SCREEN } from '../../../common/telemarketing/list';
import {
  abandonedQuerySchema, abandonSchema, changeTargetSchema, entryIdsSchema, listLibraryQuerySchema,
} from '../../../common/telemarketing/list-inputs';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { merchantOptions } from '../order-options/order-options.repository';
import { merchantScopeOf } from '../order/order-scope';
import { optionChoices, productOptions } from './telemarketing-list.repository';
import * as service from './telemarketing-list.service';

const fieldLabel = (field: string) => `telemarketingList:fields.${field}`;
const anyScreen = needs(viewCode(LIST_LIBRARY_SCREEN), viewCode(ABANDONED_SCREEN), viewCode('TelemarketingSystem/ImportRecord'));

export const telemarketingListRoutes = [
  route({
    method: 'GET', url: 'telemarketingList/list', access: needs(viewCode(LIST_LIBRARY_SCREEN)), query: listLibraryQuerySchema, fieldLabel,
    handler: (ctx) => service.listLibrary(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'telemarketingList/abandoned', access: needs(viewCode(ABANDONED_SCREEN)), query: abandonedQuerySchema, fieldLabel,
    handler: (ctx) => service.listAbandoned(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'telemarketingList/options/merchants', access: anyScreen,
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  route({
    method: 'GET', url: 'telemarketingList/options/products', access: anyScreen,
    handler: async (ctx) => productOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  route({
    method: 'GET', url: 'telemarketingList/options/abandonReasons', access: anyScreen,
    handler: (ctx) => optionChoices(ctx.deps.db, 'abandonReason'),
  }),
  route({
    method: 'POST', url: 'telemarketingList/changeTarget', access: needs(actionCode(LIST_LIBRARY_SCREEN, 'changeTarget')), body: changeTargetSchema, fieldLabel,
    handler: (ctx) => service.changeTarget(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'telemarketingList/abandon', access: needs(actionCode(LIST_LIBRARY_SCREEN, 'abandon')), body: abandonSchema, fieldLabel,
    handler: (ctx) => service.abandonEntries(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'telemarketingList/recycle', access: needs(actionCode(ABANDONED_SCREEN, 'recycle')), body: entryIdsSchema, fieldLabel,
    handler: (ctx) => service.recycleEntries(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.ids),
  }),
];
