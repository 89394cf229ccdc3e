import { z } from 'zod';
import { CRUD_MESSAGES as M } from '../../../common/crud/schema';
import { actionCode, viewCode } from '../../../common/routes';
import { SCHEDULE_RULE_BOUNDS, SCHEDULE_URLS as URLS } from '../../../common/schedule/schedule-rules';
import { needs } from '../../core/access';
import { route } from '../../core/route';
import {
  checkFill, fill, readRoster, rulesDetail, runAutoSchedule, saveRules, setCell, teamOptions, teamRules,
} from './schedule.service';

const PLAN = 'ScheduleManage/SchedulePlan';
const RULES = 'ScheduleManage/ScheduleAbnormalThreshold';
const teamId = z.coerce.number().int().positive();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'schedule:errors.badMonth');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'schedule:errors.badDay');
/** Each rule a whole number within its bounds (common/schedule/schedule-rules.ts), refused with the field named — never clamped. */
const ruleNumber = ({ min, max }: { min: number; max: number }) =>
  z.number({ message: M.integer }).int(M.integer).min(min, M.minValue).max(max, M.maxValue);
/** Fields named in a refusal by their labels in schedule.json. */
const ruleLabel = (field: string) => `schedule:fields.${field}`;
const rules = z.object({
  dailyAttendancePct: ruleNumber(SCHEDULE_RULE_BOUNDS.dailyAttendancePct),
  weeklyAttendanceDays: ruleNumber(SCHEDULE_RULE_BOUNDS.weeklyAttendanceDays),
  maxConsecutiveDays: ruleNumber(SCHEDULE_RULE_BOUNDS.maxConsecutiveDays),
  minRestHours: ruleNumber(SCHEDULE_RULE_BOUNDS.minRestHours),
});
const cellValue = { kind: z.enum(['shift', 'leave', 'rest']), shiftTypeId: z.number().int().positive().nullable(), pinned: z.boolean() };
const fillBody = z.object({
  teamId, month, userIds: z.array(z.number().int().positive()).min(1, 'schedule:errors.notInTeam').max(1000), from: day, to: day, ...cellValue,
});

export const scheduleRoutes = [
  route({
    method: 'GET', url: URLS.teams, access: needs(viewCode(PLAN), viewCode(RULES)),
    handler: ({ deps }) => teamOptions(deps),
  }),
  route({
    method: 'GET', url: URLS.roster, access: needs(viewCode(PLAN)), query: z.object({ teamId, month }), fieldLabel: ruleLabel,
    handler: ({ deps, query }) => readRoster(deps, query.teamId, query.month),
  }),
  route({
    method: 'POST', url: URLS.cell, access: needs(actionCode(PLAN, 'update')), fieldLabel: ruleLabel,
    body: z.object({ teamId, month, userId: z.number().int().positive(), day, ...cellValue }),
    handler: ({ deps, body, actor }) => setCell(deps, body, actor),
  }),
  route({
    // Nothing is written: the rules a change of cells would break, shown before the planner applies it.
    method: 'POST', url: URLS.check, access: needs(actionCode(PLAN, 'update')), body: fillBody, fieldLabel: ruleLabel,
    handler: ({ deps, body }) => checkFill(deps, body),
  }),
  route({
    method: 'POST', url: URLS.fill, access: needs(actionCode(PLAN, 'update')), body: fillBody, fieldLabel: ruleLabel,
    handler: ({ deps, body, actor }) => fill(deps, body, actor),
  }),
  route({
    method: 'POST', url: URLS.autoSchedule, access: needs(actionCode(PLAN, 'autoSchedule')),
    body: z.object({ teamId, month, timeLimitSeconds: z.number().int().min(1).max(60).default(30) }),
    handler: ({ deps, body, actor }) => runAutoSchedule(deps, body.teamId, body.month, body.timeLimitSeconds, actor),
  }),
  route({
    method: 'GET', url: 'scheduleAbnormalThreshold/rules', access: needs(viewCode(RULES)), query: z.object({ teamId }),
    handler: ({ deps, query }) => teamRules(deps, query.teamId),
  }),
  route({
    method: 'GET', url: URLS.rules, access: needs(viewCode(RULES)), query: z.object({ teamId }), fieldLabel: ruleLabel,
    handler: ({ deps, query }) => rulesDetail(deps, query.teamId),
  }),
  route({
    method: 'POST', url: URLS.saveRules, access: needs(actionCode(RULES, 'update')), fieldLabel: ruleLabel,
    body: rules.extend({ teamId }),
    handler: ({ deps, body: { teamId: id, ...values }, actor }) => saveRules(deps, id, values, actor),
  }),
];
