import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { userEntity } from '../../../common/entities/user';
import type { ListQuery } from '../../../common/crud/schema';
import { crudSource, existsDuplicate, filterClauses, orderBy, type CrudTable } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { departments, merchants, organizations, roles, userMerchants, userRoles, users } from '../../db/schema';
import { declareUniqueKeys } from '../../core/unique-keys';

/** A user's phone and e-mail, unmasked (for the reveal permission). */
export async function findUserContact(db: DbOrTx, userId: number) {
  const [row] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

/** One user as the User management screen and the audit log see it: names joined, no secrets. */
const userRow = {
  id: users.id, userNo: users.userNo, username: users.username, realName: users.realName,
  deptId: users.deptId, deptName: departments.name, merchantId: users.merchantId, merchantName: merchants.merchantName,
  orgId: users.orgId, orgName: organizations.orgName,
  phone: users.phone, idNumber: users.idNumber, extension: users.extension, email: users.email,
  isInternal: users.isInternal, jobNumber: users.jobNumber, employeeStatus: users.employeeStatus,
  basicSalaryCents: users.basicSalaryCents, status: users.status, frozenAt: users.frozenAt,
  emailVerified: users.emailVerified, phoneVerified: users.phoneVerified,
  mfaBound: sql<boolean>`${users.mfaSecret} is not null`, mustChangePassword: users.mustChangePassword,
  lastLoginAt: users.lastLoginAt, createdAt: users.createdAt, updatedAt: users.updatedAt,
  roles: sql<Array<{ id: number; name: string }>>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.role_name) order by r.role_name)
    from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '[]'::json)`,
  associatedMerchantIds: sql<number[]>`coalesce((select json_agg(um.merchant_id order by um.merchant_id)
    from ${userMerchants} um where um.user_id = ${users.id}), '[]'::json)`,
};

const selectUsers = (db: DbOrTx) => db.select(userRow).from(users)
  .leftJoin(departments, eq(departments.id, users.deptId))
  .leftJoin(merchants, eq(merchants.id, users.merchantId))
  .leftJoin(organizations, eq(organizations.id, users.orgId));

function toUserView({ roles: userRolesList, ...row }: Awaited<ReturnType<typeof selectUsers>>[number]) {
  return { ...row, roleIds: userRolesList.map((r) => r.id), roleNames: userRolesList.map((r) => r.name) };
}

export type UserView = ReturnType<typeof toUserView>;

/** Filters the entity declares on plain columns, and the sorts; the others are joins handled below. */
const userSource: CrudTable = {
  table: users, id: users.id,
  columns: {
    userNo: users.userNo, username: users.username, realName: users.realName, status: users.status,
    isInternal: users.isInternal, employeeStatus: users.employeeStatus, frozenAt: users.frozenAt,
    lastLoginAt: users.lastLoginAt, createdAt: users.createdAt,
  },
};

const inDepartmentTree = (deptId: number) => sql`${users.deptId} in (with recursive tree(id) as (
  select id from ${departments} where id = ${deptId}
  union all select d.id from ${departments} d join tree on d.parent_id = tree.id) select id from tree)`;
const holdsRole = (roleId: number) =>
  sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role_id = ${roleId})`;
const servesMerchant = (merchantId: number) => or(eq(users.merchantId, merchantId),
  sql`exists (select 1 from ${userMerchants} um where um.user_id = ${users.id} and um.merchant_id = ${merchantId})`);

function userFilters(query: ListQuery): SQL[] {
  const clauses = filterClauses(userEntity, userSource, query);
  if (typeof query.deptId === 'number') clauses.push(inDepartmentTree(query.deptId));
  if (typeof query.roleIds === 'number') clauses.push(holdsRole(query.roleIds));
  if (typeof query.merchantId === 'number') clauses.push(servesMerchant(query.merchantId)!);
  return clauses;
}

/**
 * Users all of whose merchants (own and associated) are among these. A user of no merchant covers every
 * merchant, so is outside any such list. Served by user_merchants' primary key (user_id first).
 */
export const tiedOnlyTo = (merchantIds: readonly number[]) => {
  const inList = sql.join(merchantIds.map((id) => sql`${id}`), sql`, `);
  return sql`(${users.merchantId} is not null or exists (select 1 from ${userMerchants} um where um.user_id = ${users.id}))
    and (${users.merchantId} is null or ${users.merchantId} in (${inList}))
    and not exists (select 1 from ${userMerchants} um where um.user_id = ${users.id} and um.merchant_id not in (${inList}))`;
};

/**
 * One page of users with their names and roles in one query, and the total in a second; with `coverage`
 * (null: all merchants) only the users inside those merchants.
 */
export async function listUsers(db: DbOrTx, query: ListQuery, coverage: readonly number[] | null) {
  const where = and(...userFilters(query), ...(coverage ? [tiedOnlyTo(coverage)] : []));
  const [rows, [{ total }]] = await Promise.all([
    selectUsers(db).where(where).orderBy(...orderBy(userEntity, userSource, query))
      .limit(query.size).offset((query.current - 1) * query.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { records: rows.map(toUserView), total: Number(total), current: query.current, size: query.size };
}

export async function findUserView(db: DbOrTx, id: number): Promise<UserView | null> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? toUserView(row) : null;
}

/** A users row as written (insert or update columns). */
export type UserColumns = typeof users.$inferInsert;

export const insertUserRow = async (db: DbOrTx, values: UserColumns) =>
  (await db.insert(users).values(values).returning({ id: users.id }))[0];

export async function updateUserRow(db: DbOrTx, id: number, values: Partial<UserColumns>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** The next "U000123" number after the highest one given so far. */
export async function nextUserNo(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`coalesce(max(substring(${users.userNo} from 2)::int), 0) + 1` })
    .from(users).where(sql`${users.userNo} ~ '^U[0-9]+$'`);
  return `U${String(Number(row.n)).padStart(6, '0')}`;
}

declareUniqueKeys(users, [{ fields: ['username'], message: 'user:conflicts.username' }]);

/** Another user (case-insensitive) already has this value of a unique field. */
export const isTaken = (db: DbOrTx, field: 'username' | 'phone' | 'jobNumber', value: string, exceptId: number | null) =>
  existsDuplicate(db, crudSource(users), { [field]: value }, exceptId);

export async function replaceUserRoles(db: DbOrTx, userId: number, roleIds: readonly number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function replaceUserMerchants(db: DbOrTx, userId: number, merchantIds: readonly number[]) {
  await db.delete(userMerchants).where(eq(userMerchants.userId, userId));
  if (merchantIds.length) await db.insert(userMerchants).values(merchantIds.map((merchantId) => ({ userId, merchantId })));
}

/** How many of these ids exist in a referenced table. */
export async function countExisting(db: DbOrTx, table: 'departments' | 'roles' | 'merchants', ids: readonly number[]) {
  const source = { departments, roles, merchants }[table];
  const [row] = await db.select({ n: count() }).from(source).where(inArray(source.id, [...ids]));
  return Number(row.n);
}

export const findOrganization = async (db: DbOrTx, id: number) =>
  (await db.select({ id: organizations.id, merchantId: organizations.merchantId }).from(organizations).where(eq(organizations.id, id)))[0] ?? null;

/** The choices of the user form. */
export const userOptionSources = {
  departments: (db: DbOrTx) => db.select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments).orderBy(asc(departments.sort), asc(departments.id)),
  merchants: (db: DbOrTx) => db.select({ value: merchants.id, label: merchants.merchantName })
    .from(merchants).orderBy(asc(merchants.merchantNo)),
  organizations: (db: DbOrTx) => db.select({ value: organizations.id, label: organizations.orgName, merchantId: organizations.merchantId })
    .from(organizations).orderBy(asc(organizations.orgNo)),
};
