/** tempLimit (OperationSystem/TemporaryCreditLimitIssuance): tasks, their rows, create from a list, approve, reject. */
import {
  TEMP_LIMIT_FILE_MAX_BYTES, TEMP_LIMIT_SCREEN, tempLimitCreateSchema, tempLimitQuerySchema, tempLimitReviewSchema, tempLimitRowsQuerySchema, tempLimitTaskQuerySchema,
} from '../../../common/coupons/temp-limit';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { approveTask, createTask, exportTask, listRows, listTasks, previewTask, rejectTask } from './temp-limit.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fieldLabel = (field: string) => `tempLimit:fields.${field}`;
const view = needs(viewCode(TEMP_LIMIT_SCREEN));
/** The file travels base64 in JSON: a third larger, plus the envelope. */
const BODY_LIMIT = Math.ceil(TEMP_LIMIT_FILE_MAX_BYTES * 1.4) + 64 * 1024;

export const tempLimitRoutes = [
  route({ method: 'GET', url: 'tempLimit/list', access: view, query: tempLimitQuerySchema, fieldLabel, handler: (ctx) => listTasks(ctx.deps, requireSession(ctx), ctx.query) }),
  route({ method: 'GET', url: 'tempLimit/rows', access: view, query: tempLimitRowsQuerySchema, fieldLabel, handler: (ctx) => listRows(ctx.deps, requireSession(ctx), ctx.query) }),
  route({ method: 'GET', url: 'tempLimit/preview', access: view, query: tempLimitTaskQuerySchema, fieldLabel, handler: (ctx) => previewTask(ctx.deps, requireSession(ctx), ctx.query.taskId) }),
  route({
    method: 'GET', url: 'tempLimit/export', access: view, query: tempLimitTaskQuerySchema, fieldLabel, raw: true,
    handler: async (ctx) => {
      const file = await exportTask(ctx.deps, requireSession(ctx), ctx.actor, ctx.query.taskId, ctx.language);
      return ctx.reply.header('Content-Type', XLSX).header('Content-Disposition', `attachment; filename="${file.fileName}"`).header('X-Export-Rows', String(file.rows)).send(file.stream);
    },
  }),
  route({
    method: 'POST', url: 'tempLimit/create', access: needs(actionCode(TEMP_LIMIT_SCREEN, 'add')), body: tempLimitCreateSchema, fieldLabel, bodyLimit: BODY_LIMIT,
    handler: (ctx) => createTask(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'tempLimit/approve', access: needs(actionCode(TEMP_LIMIT_SCREEN, 'approve')), body: tempLimitReviewSchema, fieldLabel,
    handler: (ctx) => approveTask(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'tempLimit/reject', access: needs(actionCode(TEMP_LIMIT_SCREEN, 'reject')), body: tempLimitReviewSchema, fieldLabel,
    handler: (ctx) => rejectTask(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
];
