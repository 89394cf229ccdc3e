import { z } from 'zod';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { route } from '../../core/route';
import { readRoster, runAutoSchedule, saveRules, setCell, teamRules } from './schedule.service';

const PLAN = 'ScheduleManage/SchedulePlan';
const RULES = 'ScheduleManage/ScheduleAbnormalThreshold';
const teamId = z.coerce.number().int().positive();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'schedule:errors.badMonth');
const rules = z.object({
  dailyAttendancePct: z.number().int().min(0).max(100),
  weeklyAttendanceDays: z.number().int().min(1).max(7),
  maxConsecutiveDays: z.number().int().min(1).max(31),
  minRestHours: z.number().int().min(0).max(24),
});

export const scheduleRoutes = [
  route({
    method: 'GET', url: 'schedulePlan/roster', access: needs(viewCode(PLAN)), query: z.object({ teamId, month }),
    handler: ({ deps, query }) => readRoster(deps, query.teamId, query.month),
  }),
  route({
    method: 'POST', url: 'schedulePlan/cell', access: needs(actionCode(PLAN, 'update')),
    body: z.object({
      teamId, month, userId: z.number().int().positive(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.required'),
      kind: z.enum(['shift', 'leave', 'rest']), shiftTypeId: z.number().int().positive().nullable(), pinned: z.boolean(),
    }),
    handler: ({ deps, body, actor }) => setCell(deps, body, actor),
  }),
  route({
    method: 'POST', url: 'schedulePlan/autoSchedule', access: needs(actionCode(PLAN, 'autoSchedule')),
    body: z.object({ teamId, month, timeLimitSeconds: z.number().int().min(1).max(60).default(30) }),
    handler: ({ deps, body, actor }) => runAutoSchedule(deps, body.teamId, body.month, body.timeLimitSeconds, actor),
  }),
  route({
    method: 'GET', url: 'scheduleAbnormalThreshold/rules', access: needs(viewCode(RULES)), query: z.object({ teamId }),
    handler: ({ deps, query }) => teamRules(deps, query.teamId),
  }),
  route({
    method: 'POST', url: 'scheduleAbnormalThreshold/save', access: needs(actionCode(RULES, 'update')),
    body: rules.extend({ teamId }),
    handler: ({ deps, body: { teamId: id, ...values }, actor }) => saveRules(deps, id, values, actor),
  }),
];
