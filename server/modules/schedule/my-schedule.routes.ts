/** MySchedule's month (the caller's own cells only) and the team's off-shift policy (ScheduleAbnormalThreshold's rules). */
import { z } from 'zod';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { MY_SCHEDULE_SCREEN, MY_SCHEDULE_URL } from '../../../common/schedule/my-schedule';
import { mySchedule } from './my-schedule.service';
import { offShiftPolicy, saveOffShiftPolicy } from './off-shift-policy';

const RULES = 'ScheduleManage/ScheduleAbnormalThreshold';
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'schedule:errors.badMonth');
const teamId = z.coerce.number().int().positive();

export const myScheduleRoutes = [
  route({
    method: 'GET', url: MY_SCHEDULE_URL, access: needs(viewCode(MY_SCHEDULE_SCREEN)), query: z.object({ month }),
    handler: (ctx) => mySchedule(ctx.deps, requireSession(ctx).userId, ctx.query.month),
  }),
  route({
    method: 'GET', url: 'scheduleAbnormalThreshold/offShiftPolicy', access: needs(viewCode(RULES)), query: z.object({ teamId }),
    handler: ({ deps, query }) => offShiftPolicy(deps, query.teamId),
  }),
  route({
    method: 'POST', url: 'scheduleAbnormalThreshold/offShiftPolicy', access: needs(actionCode(RULES, 'update')),
    body: z.object({ teamId, policy: z.enum(['keep', 'return']) }),
    handler: ({ deps, body, actor }) => saveOffShiftPolicy(deps, body.teamId, body.policy, actor),
  }),
];
