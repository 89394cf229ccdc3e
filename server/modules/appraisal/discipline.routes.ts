/** employeeDisciplineData (AppraisalSystem/EmployeeDisciplineData): the month's records, recompute, close, warning letters, weights, export. */
import {
  DISCIPLINE_SCREEN, monthBodySchema, revokeWarningBodySchema, warningBodySchema, warningsQuerySchema, weightsBodySchema,
} from '../../../common/appraisal/discipline';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route, routeCaller } from '../../core/route';
import { XLSX_TYPE } from '../refund/money-sheet';
import { exportDiscipline } from './discipline.export';
import { disciplineList } from './discipline.repository';
import * as service from './discipline.service';

const fieldLabel = (field: string) => `appraisal:fields.${field}`;
const code = (action: string) => actionCode(DISCIPLINE_SCREEN, action);
const VIEW = needs(viewCode(DISCIPLINE_SCREEN));

export const disciplineRoutes = [
  route({
    method: 'GET', url: 'employeeDisciplineData/list', access: VIEW, query: disciplineList.query, fieldLabel,
    handler: (ctx) => service.list(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'employeeDisciplineData/warnings', access: VIEW, query: warningsQuerySchema, fieldLabel,
    handler: (ctx) => service.warnings(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'POST', url: 'employeeDisciplineData/recompute', access: needs(code('recompute')), body: monthBodySchema, fieldLabel,
    handler: (ctx) => service.recompute(ctx.deps, routeCaller(ctx), ctx.body),
  }),
  route({
    method: 'POST', url: 'employeeDisciplineData/close', access: needs(code('close')), body: monthBodySchema, fieldLabel,
    handler: (ctx) => service.close(ctx.deps, routeCaller(ctx), ctx.body),
  }),
  route({
    method: 'POST', url: 'employeeDisciplineData/warning', access: needs(code('warn')), body: warningBodySchema, fieldLabel,
    handler: (ctx) => service.addWarning(ctx.deps, routeCaller(ctx), ctx.body),
  }),
  route({
    method: 'POST', url: 'employeeDisciplineData/revokeWarning', access: needs(code('warn')), body: revokeWarningBodySchema, fieldLabel,
    handler: (ctx) => service.revokeWarning(ctx.deps, routeCaller(ctx), ctx.body),
  }),
  route({
    method: 'GET', url: 'employeeDisciplineData/weights', access: VIEW,
    handler: (ctx) => service.weights(ctx.deps),
  }),
  route({
    method: 'POST', url: 'employeeDisciplineData/weights', access: needs(code('weights')), body: weightsBodySchema, fieldLabel,
    handler: (ctx) => service.saveWeights(ctx.deps, routeCaller(ctx), ctx.body),
  }),
  route({
    method: 'GET', url: 'employeeDisciplineData/export', access: needs(code('export')), query: disciplineList.query, fieldLabel, raw: true,
    handler: async (ctx) => {
      const file = await exportDiscipline(ctx.deps, routeCaller(ctx), ctx.query, ctx.language);
      return ctx.reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Export-Rows', String(file.rows)).send(file.content);
    },
  }),
];
