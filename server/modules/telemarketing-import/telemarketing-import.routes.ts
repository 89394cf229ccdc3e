/** telemarketingImport (TelemarketingSystem/ImportRecord): template, user-group check, validate, commit, discard, batches, rows and results files. */
import { z } from 'zod';
import {
  batchIdSchema, IMPORT_PROGRESS_URL, IMPORT_VALIDATE_URL, importBatchQuerySchema, importProgressQuerySchema, importRowQuerySchema, importValidateSchema,
  userGroupCheckSchema,
} from '../../../common/telemarketing/import-inputs';
import { IMPORT_RECORD_SCREEN } from '../../../common/telemarketing/list';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { listRows, resultsFile, templateWorkbook } from './import.files';
import * as service from './import.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fieldLabel = (field: string) => `telemarketingImport:fields.${field}`;
const view = needs(viewCode(IMPORT_RECORD_SCREEN));
const importing = needs(actionCode(IMPORT_RECORD_SCREEN, 'import'));
const fileQuery = z.object({ batchId: z.coerce.number().int().positive().max(2_147_483_647), onlyErrors: z.enum(['true', 'false']).default('true') });

export const telemarketingImportRoutes = [
  route({
    method: 'GET', url: 'telemarketingImport/template', access: view, raw: true,
    handler: async (ctx) => ctx.reply.header('Content-Type', XLSX).header('Content-Disposition', 'attachment; filename="telemarketing-list-template.xlsx"')
      .send(await templateWorkbook(ctx.language)),
  }),
  route({
    method: 'POST', url: 'telemarketingImport/checkUserGroup', access: importing, body: userGroupCheckSchema, fieldLabel,
    handler: (ctx) => service.checkUserGroup(ctx.deps, ctx.body.userGroupNo),
  }),
  // The file is the request body (application/octet-stream), read as it arrives; the settings are the query.
  route({
    method: 'POST', url: IMPORT_VALIDATE_URL, access: importing, query: importValidateSchema, fieldLabel, streamBody: true,
    handler: (ctx) => {
      const length = Number(ctx.request.headers['content-length']);
      return service.validateImport(ctx.deps, requireSession(ctx), ctx.actor, ctx.query, { body: ctx.body, declaredBytes: Number.isFinite(length) ? length : null });
    },
  }),
  route({
    method: 'GET', url: IMPORT_PROGRESS_URL, access: importing, query: importProgressQuerySchema, fieldLabel,
    handler: (ctx) => service.importProgress(ctx.deps, requireSession(ctx), ctx.query.ref),
  }),
  route({
    method: 'POST', url: 'telemarketingImport/commit', access: importing, body: batchIdSchema, fieldLabel,
    handler: (ctx) => service.commitImport(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.batchId),
  }),
  route({
    method: 'POST', url: 'telemarketingImport/discard', access: importing, body: batchIdSchema, fieldLabel,
    handler: (ctx) => service.discardImport(ctx.deps, requireSession(ctx), ctx.actor, ctx.body.batchId),
  }),
  route({
    method: 'GET', url: 'telemarketingImport/batches', access: view, query: importBatchQuerySchema, fieldLabel,
    handler: (ctx) => service.listBatches(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'telemarketingImport/rows', access: view, query: importRowQuerySchema, fieldLabel,
    handler: (ctx) => listRows(ctx.deps, requireSession(ctx), ctx.query, ctx.language),
  }),
  route({
    method: 'GET', url: 'telemarketingImport/results', access: view, raw: true,
    handler: async (ctx) => {
      const query = parseOrThrow(fileQuery, ctx.request.query ?? {}, fieldLabel);
      const file = await resultsFile(ctx.deps, requireSession(ctx), query.batchId, query.onlyErrors === 'true', ctx.language);
      return ctx.reply.header('Content-Type', XLSX).header('Content-Disposition', `attachment; filename="${file.fileName}"`).send(file.stream);
    },
  }),
];
