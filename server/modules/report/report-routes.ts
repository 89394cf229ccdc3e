/**
 * The routes every ReportSystem report has: its figures (view code), its xlsx export (export code, audited by the
 * report's exporter), and the merchant and product choices of its filter, within the caller's merchants.
 */
import type { PassThrough } from 'node:stream';
import type { z } from 'zod';
import { actionCode, viewCode } from '../../../common/routes';
import { needs, type Actor, type SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { merchantScopeOf } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { merchantOptions, productOptions } from '../order-options/order-options.repository';
import { XLSX_TYPE } from '../refund/money-sheet';

export interface ReportFile { stream: PassThrough; fileName: string; rows: number }

export interface ReportRoutes<Q, A> {
  screen: string;
  urls: { daily: string; export: string; merchants: string; products: string };
  query: z.ZodType<Q>;
  /** The namespace of the filter's field labels (`<ns>:fields.<field>`). */
  ns: string;
  report: (deps: Deps, session: SessionUser, query: Q) => Promise<A>;
  exportFile: (deps: Deps, actor: Actor, report: A, language: string) => Promise<ReportFile>;
}

export function reportRoutes<Q, A>(spec: ReportRoutes<Q, A>): RouteDef[] {
  const view = needs(viewCode(spec.screen));
  const fieldLabel = (field: string) => `${spec.ns}:fields.${field}`;
  return [
    route({
      method: 'GET', url: spec.urls.daily, access: view, query: spec.query, fieldLabel,
      handler: (ctx) => spec.report(ctx.deps, requireSession(ctx), ctx.query),
    }),
    route({
      method: 'GET', url: spec.urls.export, access: needs(actionCode(spec.screen, 'export')), query: spec.query, fieldLabel, raw: true,
      handler: async (ctx) => {
        const file = await spec.exportFile(ctx.deps, ctx.actor, await spec.report(ctx.deps, requireSession(ctx), ctx.query), ctx.language);
        return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('X-Export-Rows', String(file.rows)).send(file.stream);
      },
    }),
    route({
      method: 'GET', url: spec.urls.merchants, access: view,
      handler: async (ctx) => merchantOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
    }),
    route({
      method: 'GET', url: spec.urls.products, access: view,
      handler: async (ctx) => productOptions(ctx.deps.db, await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId)),
    }),
  ];
}
