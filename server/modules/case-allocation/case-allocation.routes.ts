/**
 * CaseAllocation, CaseAllocationNew and CaseAllocationMerge (scope v1, v2, both) and OutCollectionList (-New):
 * one API each. A route admits the holders of any of its screens; the handler then needs the code of the
 * screen the request names (its scope or system).
 */
import { z } from 'zod';
import {
  CASE_ALLOCATION_SCREENS, CASE_ALLOCATION_URLS as URLS, CASE_SCOPES, OUT_COLLECTION_SCREENS, agencyResultSchema, autoAllocateSchema,
  caseActionSchema, caseFilterSchema, caseFilteredActionSchema, caseFilteredPreviewSchema, caseListQuerySchema, endOutsourceSchema,
  outFilteredPreviewSchema, outFilteredSchema, outsourceSchema, systemsOf, type CaseScope,
} from '../../../common/collection/case-list';
import { actionCode, viewCode } from '../../../common/routes';
import { needs, type SessionUser } from '../../core/access';
import { forbidden } from '../../core/errors';
import { requireSession, route } from '../../core/route';
import { XLSX_TYPE } from '../refund/money-sheet';
import { merchantChoices } from '../audit-personnel/audit-personnel.repository';
import { actOnCases, actOnFiltered, assertMay, previewFiltered } from './allocation.service';
import { agencyNames } from './allocation.repository';
import { runAutoAllocation } from './auto-allocation.job';
import { collectorOptions, collectorTree, exportCases, levelOptions, listCases } from './case-list.service';
import { actOnOutFiltered, endOutsourcing, outsource, previewOutFiltered, recordAgencyResult } from './out-collection.service';

const ALLOCATION_VIEWS = Object.values(CASE_ALLOCATION_SCREENS).map(viewCode);
const OUT_VIEWS = Object.values(OUT_COLLECTION_SCREENS).map(viewCode);
const OUT_ACTION_CODES = Object.values(OUT_COLLECTION_SCREENS).flatMap((s) => [actionCode(s, 'outsource'), actionCode(s, 'endOutsource')]);
const anyView = needs(...ALLOCATION_VIEWS, ...OUT_VIEWS);
const fieldLabel = (field: string) => `caseAllocation:fields.${field}`;
const scopeQuery = z.object({ scope: z.enum(CASE_SCOPES, { message: 'validation.option' }).default('v1') });

/** The screen of the request: an allocation screen by scope, or an out-collection screen when `out`. */
function assertView(session: SessionUser, scope: CaseScope, out = false) {
  const screen = out ? (scope === 'both' ? null : OUT_COLLECTION_SCREENS[scope]) : CASE_ALLOCATION_SCREENS[scope];
  if (!screen || !session.codes.has(viewCode(screen))) throw forbidden();
}

export const caseAllocationRoutes = [
  route({
    method: 'GET', url: URLS.list, access: needs(...ALLOCATION_VIEWS), query: caseListQuerySchema, fieldLabel,
    handler: (ctx) => { assertView(requireSession(ctx), ctx.query.scope); return listCases(ctx.deps, requireSession(ctx), ctx.query); },
  }),
  route({
    method: 'GET', url: URLS.outList, access: needs(...OUT_VIEWS), query: caseListQuerySchema, fieldLabel,
    handler: (ctx) => { assertView(requireSession(ctx), ctx.query.scope, true); return listCases(ctx.deps, requireSession(ctx), ctx.query); },
  }),
  route({
    method: 'GET', url: URLS.collectors, access: anyView, query: scopeQuery,
    handler: (ctx) => collectorTree(ctx.deps, ctx.query.scope),
  }),
  route({ method: 'GET', url: 'caseAllocation/collectorOptions', access: anyView, handler: (ctx) => collectorOptions(ctx.deps, 'both') }),
  route({ method: 'GET', url: 'caseAllocation/levels', access: anyView, handler: (ctx) => levelOptions(ctx.deps, 'both') }),
  route({ method: 'GET', url: 'caseAllocation/merchants', access: anyView, handler: (ctx) => merchantChoices(ctx.deps.db) }),
  route({ method: 'GET', url: URLS.agencies, access: anyView, handler: (ctx) => agencyNames(ctx.deps.db) }),
  route({
    method: 'POST', url: URLS.action, access: needs(...ALLOCATION_VIEWS), body: caseActionSchema, fieldLabel,
    handler: (ctx) => actOnCases(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: URLS.filteredPreview, access: needs(...ALLOCATION_VIEWS), body: caseFilteredPreviewSchema, fieldLabel,
    handler: (ctx) => previewFiltered(ctx.deps, requireSession(ctx), ctx.body),
  }),
  route({
    method: 'POST', url: URLS.filtered, access: needs(...ALLOCATION_VIEWS), body: caseFilteredActionSchema, fieldLabel,
    handler: (ctx) => actOnFiltered(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: URLS.autoAllocate, access: needs(...Object.values(CASE_ALLOCATION_SCREENS).map((s) => actionCode(s, 'autoAllocate'))),
    body: autoAllocateSchema, fieldLabel,
    handler: (ctx) => {
      assertMay(requireSession(ctx), ctx.body.scope, 'autoAllocate');
      return runAutoAllocation(ctx.deps, ctx.deps.now(), { systems: systemsOf(ctx.body.scope), actor: ctx.actor });
    },
  }),
  route({
    method: 'GET', url: URLS.export, access: needs(...Object.values(CASE_ALLOCATION_SCREENS).map((s) => actionCode(s, 'export'))),
    query: caseFilterSchema, fieldLabel, raw: true,
    handler: async (ctx) => {
      const session = requireSession(ctx);
      assertMay(session, ctx.query.scope, 'export');
      const file = await exportCases(ctx.deps, session, ctx.actor, ctx.query, ctx.language);
      return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows)).send(file.content);
    },
  }),
  route({
    method: 'POST', url: URLS.outsource, access: needs(...Object.values(OUT_COLLECTION_SCREENS).map((s) => actionCode(s, 'outsource'))),
    body: outsourceSchema, fieldLabel,
    handler: (ctx) => outsource(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: URLS.endOutsource, access: needs(...Object.values(OUT_COLLECTION_SCREENS).map((s) => actionCode(s, 'endOutsource'))),
    body: endOutsourceSchema, fieldLabel,
    handler: (ctx) => endOutsourcing(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  // All filtered cases: the holders of either button of either out-collection screen; the handler checks the kind's code.
  route({
    method: 'POST', url: URLS.outFilteredPreview, access: needs(...OUT_ACTION_CODES),
    body: outFilteredPreviewSchema, fieldLabel,
    handler: (ctx) => previewOutFiltered(ctx.deps, requireSession(ctx), ctx.body),
  }),
  route({
    method: 'POST', url: URLS.outFiltered, access: needs(...OUT_ACTION_CODES),
    body: outFilteredSchema, fieldLabel,
    handler: (ctx) => actOnOutFiltered(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: URLS.agencyResult, access: needs(...Object.values(OUT_COLLECTION_SCREENS).map((s) => actionCode(s, 'recordResult'))),
    body: agencyResultSchema, fieldLabel,
    handler: (ctx) => recordAgencyResult(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
];
