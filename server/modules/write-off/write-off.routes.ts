/**
 * writeOff (spec 4 "Write-off import"): the bank-flow import of CollectionSystem/CancelAfterVerificationManagement
 * with its batches, rows, errors file and template, and the single flow of AfterLoanSystem/FlowRecordSupplement.
 */
import { z } from 'zod';
import { WRITE_OFF_FILE_MAX_BYTES, importSchema, supplementSchema } from '../../../common/money/write-off';
import { batchListQuerySchema, rowListQuerySchema, supplementListQuerySchema } from '../../../common/money/write-off-lists';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { idempotencyKeyOf, idempotentAcross } from '../../core/idempotency';
import { requireSession, route } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { importWriteOffs } from './write-off.import';
import * as service from './write-off.service';
import { listSupplements, supplementFlow } from './write-off.supplement';
import { templateWorkbook } from './write-off.xlsx';

const IMPORT_SCREEN = 'CollectionSystem/CancelAfterVerificationManagement';
/** The stage-based group's entry of the same import (CollectionSystemNew): either screen's codes open it. */
const IMPORT_SCREEN_NEW = 'CollectionSystemNew/CancelAfterVerificationManagementNew';
const viewingImports = needs(viewCode(IMPORT_SCREEN), viewCode(IMPORT_SCREEN_NEW));
const SUPPLEMENT_SCREEN = 'AfterLoanSystem/FlowRecordSupplement';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The file travels base64 in JSON: a third larger, plus the envelope. */
const IMPORT_BODY_LIMIT = Math.ceil(WRITE_OFF_FILE_MAX_BYTES * 1.4) + 64 * 1024;
const fieldLabel = (field: string) => `writeOff:fields.${field}`;
const batchIdOf = (params: Record<string, string>) =>
  parseOrThrow(z.object({ batchId: z.coerce.number().int().positive().max(2_147_483_647) }), params, fieldLabel).batchId;

export const writeOffRoutes = [
  route({
    method: 'GET', url: 'writeOff/template', access: viewingImports, raw: true,
    handler: async (ctx) => ctx.reply.header('Content-Type', XLSX).header('Content-Disposition', 'attachment; filename="write-off-template.xlsx"')
      .send(await templateWorkbook(ctx.language, ctx.deps.now())),
  }),
  route({
    method: 'POST', url: 'writeOff/import', access: needs(actionCode(IMPORT_SCREEN, 'import'), actionCode(IMPORT_SCREEN_NEW, 'import')), body: importSchema, fieldLabel, bodyLimit: IMPORT_BODY_LIMIT,
    handler: (ctx) => {
      const session = requireSession(ctx);
      return idempotentAcross(ctx.deps, idempotencyKeyOf(ctx.request), 'writeOff.import', session.userId,
        () => importWriteOffs(ctx.deps, session, ctx.actor, ctx.body, ctx.language));
    },
  }),
  route({
    method: 'GET', url: 'writeOff/batches', access: viewingImports, query: batchListQuerySchema, fieldLabel,
    handler: (ctx) => service.listBatches(ctx.deps, ctx.query, ctx.language),
  }),
  route({
    method: 'GET', url: 'writeOff/rows/:batchId', access: viewingImports, query: rowListQuerySchema, fieldLabel,
    handler: (ctx) => service.listRows(ctx.deps, batchIdOf(ctx.params), ctx.query, ctx.language),
  }),
  route({
    method: 'GET', url: 'writeOff/errors/:batchId', access: viewingImports, raw: true,
    handler: async (ctx) => {
      const file = await service.errorsFile(ctx.deps, batchIdOf(ctx.params), ctx.language);
      return ctx.reply.header('Content-Type', XLSX).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows)).send(file.content);
    },
  }),
  route({
    method: 'POST', url: 'writeOff/supplement', access: needs(actionCode(SUPPLEMENT_SCREEN, 'supplement')), body: supplementSchema, fieldLabel,
    handler: (ctx) => supplementFlow(ctx.deps, requireSession(ctx), ctx.actor, idempotencyKeyOf(ctx.request), ctx.body),
  }),
  route({
    method: 'GET', url: 'writeOff/supplements', access: needs(viewCode(SUPPLEMENT_SCREEN)), query: supplementListQuerySchema, fieldLabel,
    handler: (ctx) => listSupplements(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
];
