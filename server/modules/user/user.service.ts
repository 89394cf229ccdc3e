/**
 * User management: list, detail, create and edit. Each write runs in one transaction with an audit row whose
 * before and after include the user's roles and merchants. Users are never deleted (docs/decisions.md).
 * An administrator reaches only users inside their merchants and grants only what they hold (user-grant.ts).
 */
import type { ListQuery } from '../../../common/crud/schema';
import type { UserOptionKind } from '../../../common/entities/user';
import { nestRows, type TreeNode } from '../../../common/tree';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { grantableRoles, granterOf, merchantCoverageOf } from '../role/grant.service';
import { deliverTemporaryPassword, issueTemporaryPassword } from './temporary-password';
import { assertUserGrant, assertUserInReach, grantsOfView, recordUserGrant, type UserGrants } from './user-grant';
import {
  countExisting, findOrganization, findUserView, insertUserRow, isTaken, listUsers, nextUserNo, replaceUserMerchants,
  replaceUserRoles, updateUserRow, userOptionSources, type UserView, type UserColumns,
} from './user.repository';

/** The parsed body of user/save or user/update: column fields plus the linked ids. */
export interface UserInput {
  username?: string;
  realName?: string;
  deptId?: number;
  roleIds?: Array<string | number>;
  merchantId?: number;
  associatedMerchantIds?: Array<string | number>;
  orgId?: number | null;
  phone?: string;
  idNumber?: string | null;
  extension?: string | null;
  email?: string | null;
  jobNumber?: string | null;
  isInternal?: boolean;
  employeeStatus?: 'employed' | 'left';
  /** Cents: the schema has already turned the KES amount into cents. */
  basicSalary?: number;
}

type Columns = Partial<UserColumns>;

const UNIQUE_FIELDS = ['username', 'phone', 'jobNumber'] as const;
const ids = (values: ReadonlyArray<string | number>) => [...new Set(values.map(Number))];

async function requireAll(tx: Tx, table: 'departments' | 'roles' | 'merchants', wanted: number[], message: string) {
  if (wanted.some((id) => !Number.isInteger(id) || id <= 0) || (await countExisting(tx, table, wanted)) !== wanted.length) {
    throw validationError(message);
  }
}

/** Checks the references and the unique fields, and turns the input into column values. */
async function toColumns(tx: Tx, input: UserInput, before: UserView | null): Promise<Columns> {
  const { roleIds, associatedMerchantIds, basicSalary, ...columns } = input;
  if (roleIds !== undefined) {
    if (roleIds.length === 0) throw validationError('user:validation.rolesRequired');
    await requireAll(tx, 'roles', ids(roleIds), 'user:validation.unknownRole');
  }
  if (input.deptId !== undefined) await requireAll(tx, 'departments', [input.deptId], 'user:validation.unknownDepartment');
  const merchantIds = [input.merchantId, ...(associatedMerchantIds ?? [])].filter((id) => id !== undefined);
  if (merchantIds.length) await requireAll(tx, 'merchants', ids(merchantIds), 'user:validation.unknownMerchant');
  const orgId = input.orgId === undefined ? before?.orgId : input.orgId;
  if (orgId) {
    const org = await findOrganization(tx, orgId);
    const served = new Set([input.merchantId ?? before?.merchantId, ...ids(associatedMerchantIds ?? before?.associatedMerchantIds ?? [])]);
    if (!org) throw validationError('user:validation.unknownOrganization');
    if (!served.has(org.merchantId)) throw validationError('user:validation.organizationOutsideMerchants');
  }
  for (const field of UNIQUE_FIELDS) {
    const value = input[field];
    if (value && await isTaken(tx, field, value, before?.id ?? null)) throw conflict(`user:conflicts.${field}`);
  }
  const values: Columns = { ...columns, ...(basicSalary === undefined ? {} : { basicSalaryCents: basicSalary }) };
  // A changed phone or e-mail has not been verified yet.
  if (before && input.phone !== undefined && input.phone !== before.phone) values.phoneVerified = false;
  if (before && input.email !== undefined && input.email !== before.email) values.emailVerified = false;
  return values;
}

async function saveLinks(tx: Tx, userId: number, input: UserInput) {
  if (input.roleIds !== undefined) await replaceUserRoles(tx, userId, ids(input.roleIds));
  if (input.associatedMerchantIds !== undefined) await replaceUserMerchants(tx, userId, ids(input.associatedMerchantIds));
}

/** The roles and merchants a user will have once the input is saved over `before`. */
const grantsAfter = (input: UserInput, before: UserView | null): UserGrants => grantsOfView({
  roleIds: input.roleIds ? ids(input.roleIds) : before?.roleIds ?? [],
  merchantId: input.merchantId ?? before?.merchantId ?? null,
  associatedMerchantIds: input.associatedMerchantIds ? ids(input.associatedMerchantIds) : before?.associatedMerchantIds ?? [],
});

async function loadView(tx: Tx, id: number) {
  const view = await findUserView(tx, id);
  if (!view) throw notFound('users.notFound');
  return view;
}

export const list = async (deps: Deps, query: ListQuery, actor: Actor) =>
  listUsers(deps.db, query, await merchantCoverageOf(deps.db, actor.userId));

export async function detail(deps: Deps, id: number, actor: Actor) {
  const view = await findUserView(deps.db, id);
  if (!view) throw notFound('users.notFound');
  await assertUserInReach(deps.db, actor, id);
  return view;
}

/** Creates the user with a temporary password that is sent to their phone and e-mail once saved. */
export async function create(deps: Deps, input: UserInput, actor: Actor) {
  const { temporary, passwordHash } = await issueTemporaryPassword();
  const created = await deps.db.transaction(async (tx) => {
    const values = await toColumns(tx, input, null);
    const grants = grantsAfter(input, null);
    await assertUserGrant(tx, actor, null, grants);
    const { id } = await insertUserRow(tx, {
      ...values, username: input.username!, realName: input.realName!, userNo: await nextUserNo(tx),
      passwordHash, mustChangePassword: true,
    });
    await saveLinks(tx, id, input);
    const after = await loadView(tx, id);
    await recordAudit(tx, actor, { action: 'create', entity: 'user', entityId: id, before: null, after });
    await recordUserGrant(tx, actor, id, null, grants);
    return after;
  });
  const delivery = await deliverTemporaryPassword(deps, created, temporary, 'accountCreated');
  return { ...created, ...delivery };
}

export async function update(deps: Deps, id: number, input: UserInput, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const before = await loadView(tx, id);
    // Before any check that could tell an outside user's values (a taken phone, say).
    await assertUserInReach(tx, actor, id);
    const values = await toColumns(tx, input, before);
    const granted = grantsOfView(before);
    const grants = grantsAfter(input, before);
    await assertUserGrant(tx, actor, { id, ...granted }, grants);
    if (Object.keys(values).length) await updateUserRow(tx, id, { ...values, updatedAt: deps.now() });
    await saveLinks(tx, id, input);
    const after = await loadView(tx, id);
    await recordAudit(tx, actor, { action: 'update', entity: 'user', entityId: id, before, after });
    await recordUserGrant(tx, actor, id, granted, grants);
    return after;
  });
}

/**
 * Departments as a tree; roles, merchants and organisations as lists of { label, value }: only the roles the
 * caller may grant and the merchants (and their organisations) the caller covers.
 */
export async function options(deps: Deps, kind: UserOptionKind, actor: Actor) {
  if (kind === 'roles') return (await grantableRoles(deps.db, await granterOf(deps.db, actor))).map((r) => ({ label: r.name, value: r.id }));
  if (kind !== 'departments') {
    const coverage = await merchantCoverageOf(deps.db, actor.userId);
    const choices = await userOptionSources[kind](deps.db);
    const merchantOf = (choice: { value: number; merchantId?: number }) => (kind === 'merchants' ? choice.value : choice.merchantId!);
    return coverage === null ? choices : choices.filter((choice) => coverage.includes(merchantOf(choice)));
  }
  type Option = { label: string; value: number; children?: Option[] };
  const toOption = (node: TreeNode<{ id: number; name: string }>): Option => ({
    label: node.name, value: node.id, ...(node.children.length ? { children: node.children.map(toOption) } : {}),
  });
  return nestRows(await userOptionSources.departments(deps.db)).map(toOption);
}
