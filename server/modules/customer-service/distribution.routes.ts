/** ListLibraryManage's round-robin distribution and saved lists; CallingAssignments' follow-up history. */
import { CALLING_SCREEN, callingIdQuerySchema } from '../../../common/customer-service/calling';
import { distributeSchema, distributeTargetSchema, savedListIdSchema, savedListSchema } from '../../../common/customer-service/distribution';
import { LIST_LIBRARY_SCREEN } from '../../../common/customer-service/list-library';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { followUpHistory } from './calling.service';
import { distributeLibrary, previewDistribution } from './distribution.service';
import { deleteSavedList, listSavedLists, saveList } from './saved-list.service';

const fieldLabel = (field: string) => `csCalling:fields.${field}`;
const distribute = needs(actionCode(LIST_LIBRARY_SCREEN, 'distribute'));

export const distributionRoutes = [
  route({
    method: 'POST', url: 'csListLibrary/distributePreview', access: distribute, body: distributeTargetSchema, fieldLabel,
    handler: (ctx) => previewDistribution(ctx.deps, requireSession(ctx), ctx.body),
  }),
  route({
    method: 'POST', url: 'csListLibrary/distribute', access: distribute, body: distributeSchema, fieldLabel,
    handler: (ctx) => distributeLibrary(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: 'csListLibrary/savedLists', access: needs(viewCode(LIST_LIBRARY_SCREEN)),
    handler: (ctx) => listSavedLists(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'POST', url: 'csListLibrary/saveList', access: needs(actionCode(LIST_LIBRARY_SCREEN, 'saveList')), body: savedListSchema, fieldLabel,
    handler: (ctx) => saveList(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'csListLibrary/deleteList', access: needs(actionCode(LIST_LIBRARY_SCREEN, 'deleteList')), body: savedListIdSchema, fieldLabel,
    handler: (ctx) => deleteSavedList(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.id),
  }),
  route({
    method: 'GET', url: 'csCallAssignment/followUps', access: needs(viewCode(CALLING_SCREEN)), query: callingIdQuerySchema, fieldLabel,
    handler: (ctx) => followUpHistory(ctx.deps, requireSession(ctx), ctx.query.id),
  }),
];
