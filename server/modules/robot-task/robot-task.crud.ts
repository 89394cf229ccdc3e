/**
 * The task configuration of every robot screen (and 94AI plans): one CRUD service per scope over robot_tasks.
 * A screen reaches only its own scope's tasks (another scope's id is "not found"). The window is entered HH:mm
 * (EAT) and stored as minutes; it must lie inside the default contact hours (quiet hours are never called).
 */
import { DEFAULT_CONDUCT } from '../../../common/collection/my-collection';
import { minuteText } from '../../../common/collection/my-collection-case';
import { listAudienceColumns } from '../../../common/marketing/list-audience';
import { aiPushStatus, hhmmOf, minuteOf, ROBOT_ENTITIES, type RobotScope } from '../../../common/robot/robot-task';
import { createCrudService } from '../../core/crud/crud.service';
import { crudRoutes } from '../../core/crud/crud.routes';
import { conflict, notFound, validationError } from '../../core/errors';
import type { RouteDef } from '../../core/route';
import { checkListBatch } from '../telemarketing-list/list-audience';
import { inScope, merchantNamesOf, robotTaskSource, taskHasCalls } from './robot-task.repository';

type Row = Record<string, unknown>;

function checkAudience(scope: RobotScope, values: Row) {
  const min = values.minOverdueDays as number | null | undefined;
  const max = values.maxOverdueDays as number | null | undefined;
  // Telemarketing's days are days in the list library (the same columns).
  if (min != null && max != null && min > max) throw validationError(scope === 'telemarketing' ? 'robotTask:errors.listDaysOrder' : 'robotTask:errors.daysOrder');
}

function checkWindow(start: number, end: number) {
  if (start >= end) throw validationError('robotTask:errors.windowOrder');
  if (start < DEFAULT_CONDUCT.contactStartMinute || end > DEFAULT_CONDUCT.contactEndMinute) {
    throw validationError('robotTask:errors.quietHours', { from: minuteText(DEFAULT_CONDUCT.contactStartMinute), to: minuteText(DEFAULT_CONDUCT.contactEndMinute) });
  }
}

export function robotTaskService(scope: RobotScope) {
  const entity = ROBOT_ENTITIES[scope];
  const own = (row: Row | null) => {
    if (row && row.scope !== scope) throw notFound();
  };
  /** A cancelled AI marketing push task is final: not edited, not resumed. */
  const open = (row: Row | null) => {
    own(row);
    if (row?.cancelledAt) throw conflict('robotTask:errors.cancelled');
  };
  return createCrudService({
    entity,
    source: robotTaskSource,
    merchantScope: { column: 'merchantId', nullIsShared: true },
    hooks: {
      async prepare(tx, input, existing) {
        open(existing);
        const { windowStart, windowEnd, ...rest } = input;
        const start = typeof windowStart === 'string' ? minuteOf(windowStart) : (existing?.windowStartMinute as number);
        const end = typeof windowEnd === 'string' ? minuteOf(windowEnd) : (existing?.windowEndMinute as number);
        checkWindow(start, end);
        checkAudience(scope, { ...existing, ...rest });
        // The marketing robot's list-library audience (filters kept only for that segment; a chosen batch checked).
        const merged: Row = { ...existing, ...rest };
        const audience = scope === 'marketing' ? listAudienceColumns(merged.segment, merged) : null;
        if (audience) await checkListBatch(tx, 'robotTask', audience.listBatchId, (merged.merchantId as number | null) ?? null);
        return { ...rest, ...audience, scope, windowStartMinute: start, windowEndMinute: end, ...(existing ? { updatedAt: new Date() } : {}) };
      },
      async beforeDelete(tx, row) {
        own(row);
        if (await taskHasCalls(tx, row.id as number)) throw conflict('robotTask:errors.hasCalls');
      },
      async beforeToggle(_tx, row) { open(row); },
      async present(db, rows) {
        for (const row of rows) own(row);
        const names = await merchantNamesOf(db, rows);
        return rows.map((row) => ({
          ...row, merchantName: row.merchantId == null ? null : names.get(Number(row.merchantId)) ?? null, windowStart: hhmmOf(row.windowStartMinute as number), windowEnd: hhmmOf(row.windowEndMinute as number),
          ...(scope === 'aiMarketing' ? { pushStatus: aiPushStatus(row as Parameters<typeof aiPushStatus>[0]) } : {}),
        }));
      },
      listScope: () => [inScope(scope)],
    },
  });
}

export const robotTaskCrudRoutes = (scope: RobotScope): RouteDef[] => crudRoutes(ROBOT_ENTITIES[scope], robotTaskService(scope));
