/** Audit personnel reads and writes beyond plain CRUD: names and loads of the rows shown, candidates, merchants. */
import { and, asc, eq, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { viewCode } from '../../../common/routes';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx, Tx } from '../../db/client';
import { auditPersonnel, departments, menus, merchants, orders, roleMenus, roles, userRoles, users } from '../../db/schema';

export const auditPersonnelSource = crudSource(auditPersonnel);

/** The seeded Loan Auditor role; anyone else qualifies by being allowed to open MyAudit. */
const LOAN_AUDITOR_ROLE_NO = 'R002';
const CANDIDATE_LIMIT = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type PersonnelRow = typeof auditPersonnel.$inferSelect;

export async function findPersonnel(db: DbOrTx, id: number): Promise<PersonnelRow | null> {
  const [row] = await db.select().from(auditPersonnel).where(eq(auditPersonnel.id, id)).limit(1);
  return row ?? null;
}

export async function updatePersonnel(tx: Tx, id: number, values: Partial<PersonnelRow>): Promise<PersonnelRow> {
  const [row] = await tx.update(auditPersonnel).set(values).where(eq(auditPersonnel.id, id)).returning();
  return row;
}

export const merchantChoices = (db: DbOrTx) =>
  db.select({ value: merchants.id, label: merchants.merchantName }).from(merchants).orderBy(asc(merchants.merchantNo));

export async function knownMerchantIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: merchants.id }).from(merchants).where(inArray(merchants.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Users holding the Loan Auditor role or the MyAudit view code. */
const qualifiesAsAuditor = (userId: SQL | typeof users.id) => sql`exists (
  select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.userId} = ${userId} and (${roles.roleNo} = ${LOAN_AUDITOR_ROLE_NO} or exists (
    select 1 from ${roleMenus} join ${menus} on ${menus.id} = ${roleMenus.menuId}
    where ${roleMenus.roleId} = ${roles.id} and ${menus.perms} = ${viewCode('AuditSystem/MyAudit')})))`;

export async function isAuditorCandidate(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), qualifiesAsAuditor(users.id))).limit(1);
  return Boolean(row);
}

/** Qualifying users without a personnel row, matching the keyword by name or username; at most 20. */
export async function personnelCandidates(db: DbOrTx, keyword: string) {
  const like = `%${escapeLike(keyword)}%`;
  return db.select({ value: users.id, label: sql<string>`${users.realName} || ' (' || ${users.username} || ')'` }).from(users)
    .where(and(
      qualifiesAsAuditor(users.id),
      notExists(db.select({ one: sql`1` }).from(auditPersonnel).where(eq(auditPersonnel.userId, users.id))),
      keyword ? or(ilike(users.realName, like), ilike(users.username, like)) : undefined,
    ))
    .orderBy(asc(users.realName)).limit(CANDIDATE_LIMIT);
}

/** List filters on the person (name or username) and on a merchant, principal or related. */
export function personnelScope(query: Record<string, unknown>): SQL[] {
  const scope: SQL[] = [];
  if (typeof query.realName === 'string' && query.realName) {
    const like = `%${escapeLike(query.realName)}%`;
    scope.push(inArray(auditPersonnel.userId, sql`(select ${users.id} from ${users} where ${users.realName} ilike ${like} or ${users.username} ilike ${like})`));
  }
  if (typeof query.merchantId === 'number') {
    const id = sql`array[${query.merchantId}]::integer[]`;
    scope.push(sql`(${auditPersonnel.merchantIds} @> ${id} or ${auditPersonnel.relatedMerchantIds} @> ${id})`);
  }
  return scope;
}

/** Name, username, department and employment of the given users. */
export async function personnelUsers(db: DbOrTx, userIds: readonly number[]) {
  if (!userIds.length) return new Map();
  const rows = await db.select({ id: users.id, realName: users.realName, username: users.username, deptName: departments.name, employeeStatus: users.employeeStatus })
    .from(users).leftJoin(departments, eq(departments.id, users.deptId)).where(inArray(users.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Orders waiting for each auditor's review. */
export async function pendingReviewCounts(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db.select({ auditorId: orders.auditorId, count: sql<number>`count(*)::int` }).from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.pendingReview), inArray(orders.auditorId, [...userIds])))
    .groupBy(orders.auditorId);
  return new Map(rows.map((r) => [Number(r.auditorId), Number(r.count)]));
}
