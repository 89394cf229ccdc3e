/** ScheduleCaseManage (issue 34): the workload and check tabs' reads and the team's workload settings (update code, audited). */
import { z } from 'zod';
import { CRUD_MESSAGES as M } from '../../../common/crud/schema';
import { actionCode, viewCode } from '../../../common/routes';
import { CASE_MANAGE_BOUNDS, CASE_MANAGE_SCREEN as KEY, CASE_MANAGE_URLS as URLS } from '../../../common/schedule/case-manage';
import { needs } from '../../core/access';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route } from '../../core/route';
import { caseSettings, check, collectionTeams, saveCaseSettings, workload } from './case-manage.service';

const teamId = z.coerce.number().int().positive('schedule:errors.unknownTeam');
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'schedule:errors.badMonth');
const whole = ({ min, max }: { min: number; max: number }) => z.number({ message: M.integer }).int(M.integer).min(min, M.minValue).max(max, M.maxValue);
const label = (field: string) => `schedule:caseManage.fields.${field}`;

export const caseManageRoutes = [
  route({
    method: 'GET', url: URLS.teams, access: needs(viewCode(KEY)),
    handler: ({ deps }) => collectionTeams(deps),
  }),
  route({
    method: 'GET', url: URLS.workload, access: needs(viewCode(KEY)), query: z.object({ teamId, month }), fieldLabel: label,
    handler: async (ctx) => workload(ctx.deps, await sessionMerchantScope(ctx.deps.db, requireSession(ctx)), ctx.query.teamId, ctx.query.month),
  }),
  route({
    method: 'GET', url: URLS.check, access: needs(viewCode(KEY)), query: z.object({ teamId, month }), fieldLabel: label,
    handler: ({ deps, query }) => check(deps, query.teamId, query.month),
  }),
  route({
    method: 'GET', url: URLS.settings, access: needs(viewCode(KEY)), query: z.object({ teamId }), fieldLabel: label,
    handler: ({ deps, query }) => caseSettings(deps, query.teamId),
  }),
  route({
    method: 'POST', url: URLS.saveSettings, access: needs(actionCode(KEY, 'update')), fieldLabel: label,
    body: z.object({ teamId, dailyCaseCapacity: whole(CASE_MANAGE_BOUNDS.dailyCaseCapacity), lateGraceMinutes: whole(CASE_MANAGE_BOUNDS.lateGraceMinutes) }),
    handler: ({ deps, body: { teamId: id, ...values }, actor }) => saveCaseSettings(deps, id, values, actor),
  }),
];
