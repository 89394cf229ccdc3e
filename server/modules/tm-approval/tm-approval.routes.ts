/** tmApproval (TelemarketingSystem/Approval): requests for activity rewards and coupons, and their review. */
import { actionCode, viewCode } from '../../../common/routes';
import { APPROVAL_SCREEN } from '../../../common/telemarketing/dial';
import { applyBodySchema, approvalQuerySchema, reviewBodySchema } from '../../../common/telemarketing/dial-inputs';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { activityOptions, applyForCustomer, approveRequest, listApprovals, rejectRequest } from './tm-approval.service';

const fieldLabel = (field: string) => `telemarketingWork:fields.${field}`;
const code = (action: string) => needs(actionCode(APPROVAL_SCREEN, action));

export const tmApprovalRoutes = [
  route({
    method: 'GET', url: 'tmApproval/list', access: needs(viewCode(APPROVAL_SCREEN)), query: approvalQuerySchema, fieldLabel,
    handler: (ctx) => listApprovals(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'tmApproval/activityOptions', access: code('apply'),
    handler: (ctx) => activityOptions(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'POST', url: 'tmApproval/apply', access: code('apply'), body: applyBodySchema, fieldLabel,
    handler: (ctx) => applyForCustomer(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'tmApproval/approve', access: code('approve'), body: reviewBodySchema, fieldLabel,
    handler: (ctx) => approveRequest(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'tmApproval/reject', access: code('reject'), body: reviewBodySchema, fieldLabel,
    handler: (ctx) => rejectRequest(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
];
