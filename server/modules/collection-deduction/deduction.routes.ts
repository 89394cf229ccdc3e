/**
 * deduction (spec 7, exemption): the waiver and delayed-arrival lists and actions of DeductionAmountManagement (v1)
 * and DeductionAmountManagementNew (v2). Routes accept either screen's code; the service then requires the code of
 * the record's own system. Writes take an Idempotency-Key.
 */
import { DEDUCTION_SCREENS, DEDUCTION_URLS, casePreviewQuery, deductionApplySchema, deductionApproveSchema, deductionRejectSchema, deductionReverseSchema } from '../../../common/collection/deduction';
import { DELAY_URLS, delayApplySchema, delayDecideSchema } from '../../../common/collection/delay';
import type { CollectionSystem } from '../../../common/collection/statuses';
import { actionCode, viewCode } from '../../../common/routes';
import { needs, type SessionUser } from '../../core/access';
import { forbidden } from '../../core/errors';
import { onceInTx } from '../../core/money-call';
import { requireSession, route, routeCaller } from '../../core/route';
import { merchantOptions } from '../order-options/order-options.repository';
import { merchantScopeOf } from '../order/order-scope';
import { applicantOptions, deductionList } from './deduction.repository';
import { delayList } from './delay.repository';
import * as waivers from './deduction.service';
import * as delays from './delay.service';

const SCREENS = Object.values(DEDUCTION_SCREENS);
const viewing = needs(...SCREENS.map(viewCode));
const either = (action: string) => needs(...SCREENS.map((s) => actionCode(s, action)));
const fieldLabel = (field: string) => `deduction:fields.${field}`;

/** A list of one system needs that system's screen. */
function viewingSystem(session: SessionUser, system: CollectionSystem) {
  if (!session.codes.has(viewCode(DEDUCTION_SCREENS[system]))) throw forbidden();
  return session;
}

export const deductionRoutes = [
  route({
    method: 'GET', url: DEDUCTION_URLS.list, access: viewing, query: deductionList.query, fieldLabel,
    handler: (ctx) => waivers.listWaivers(ctx.deps, viewingSystem(requireSession(ctx), ctx.query.system), ctx.query),
  }),
  route({
    method: 'GET', url: DEDUCTION_URLS.preview, access: either('apply'), query: casePreviewQuery, fieldLabel,
    handler: (ctx) => waivers.previewWaiver(ctx.deps, requireSession(ctx), ctx.query.caseId),
  }),
  route({
    method: 'POST', url: DEDUCTION_URLS.apply, access: either('apply'), body: deductionApplySchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'deduction.apply', (tx) => waivers.applyWaiver(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: DEDUCTION_URLS.approve, access: either('approve'), body: deductionApproveSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'deduction.approve', (tx) => waivers.approveWaiver(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: DEDUCTION_URLS.reject, access: either('reject'), body: deductionRejectSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'deduction.reject', (tx) => waivers.rejectWaiver(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: DEDUCTION_URLS.reverse, access: either('reverse'), body: deductionReverseSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'deduction.reverse', (tx) => waivers.reverseWaiver(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'GET', url: DEDUCTION_URLS.merchants, access: viewing,
    handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
  }),
  route({
    method: 'GET', url: DEDUCTION_URLS.applicants, access: viewing,
    handler: (ctx) => applicantOptions(ctx.deps.db),
  }),
  route({
    method: 'GET', url: DELAY_URLS.list, access: viewing, query: delayList.query, fieldLabel,
    handler: (ctx) => delays.listDelays(ctx.deps, viewingSystem(requireSession(ctx), ctx.query.system), ctx.query),
  }),
  route({
    method: 'POST', url: DELAY_URLS.apply, access: either('delayApply'), body: delayApplySchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'delay.apply', (tx) => delays.applyDelay(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: DELAY_URLS.pass, access: either('delayReview'), body: delayDecideSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'delay.pass', (tx) => delays.passDelay(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
  route({
    method: 'POST', url: DELAY_URLS.reject, access: either('delayReview'), body: delayDecideSchema, fieldLabel,
    handler: (ctx) => onceInTx(ctx, 'delay.reject', (tx) => delays.rejectDelay(tx, ctx.deps, routeCaller(ctx), ctx.body)),
  }),
];
