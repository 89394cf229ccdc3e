/** SchedulePlan's and ScheduleAbnormalThreshold's own reads (issue 34): the teams to choose from. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, users } from '../../db/schema';

/**
 * Every department with its employed, active staff count (the staff teamStaff schedules), in the tree's order;
 * the join walks users_dept_idx. Departments are a few dozen rows.
 */
export function teamOptionRows(db: DbOrTx) {
  return db.select({ id: departments.id, parentId: departments.parentId, name: departments.name, staff: sql<number>`count(${users.id})::int` })
    .from(departments)
    .leftJoin(users, and(eq(users.deptId, departments.id), eq(users.employeeStatus, 'employed'), eq(users.status, 'normal')))
    .groupBy(departments.id)
    .orderBy(departments.sort, departments.id);
}
