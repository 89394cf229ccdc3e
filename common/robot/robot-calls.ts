/** The calls lists: a task's calls (robot screens' drawer) and NineFourAiCallRecord (every 94AI call). */
import { z } from 'zod';
import { filterQuerySchema, type FilterDef } from '../lists/filters';
import { columnOf, valuesOf } from '../lists/declared-columns';
import { pageQuery } from '../money/money-inputs';
import { CALL_OUTCOMES, CALL_STATUSES, type RobotCallRow } from './robot-task';

export const ROBOT_CALL_FILTERS = [
  { name: 'taskName', kind: 'text', match: 'contains' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'caseNo', kind: 'text', match: 'prefix' },
  { name: 'outcome', kind: 'choice', values: CALL_OUTCOMES, labels: 'robotTask:options.outcome' },
  { name: 'status', kind: 'choice', values: CALL_STATUSES, labels: 'robotTask:options.status' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
] as const satisfies readonly FilterDef[];

export const robotCallQuerySchema = pageQuery.extend(filterQuerySchema(ROBOT_CALL_FILTERS).shape).extend({
  taskId: z.coerce.number().int().positive().optional(),
});
export type RobotCallQuery = z.infer<typeof robotCallQuerySchema>;

const v = valuesOf<RobotCallRow>('robotTask');
export const ROBOT_CALL_COLUMNS = [
  columnOf('calledAt', [v('calledAt', 'time'), v('runDay')]),
  columnOf('taskName', [v('taskName')]),
  columnOf('customer', [v('customerName'), v('phone')]),
  columnOf('caseNo', [v('caseNo')]),
  columnOf('outcome', [v('outcome', 'label', { labels: 'robotTask:options.outcome' }), v('keypress')]),
  columnOf('status', [v('status', 'label', { labels: 'robotTask:options.status' }), v('attempts', 'int')]),
  columnOf('durationSec', [v('durationSec', 'int')]),
  columnOf('transcript', [v('transcript'), v('recordingRef')]),
];

export const AI_CALL_RECORDS_URL = 'aiCall/records';
