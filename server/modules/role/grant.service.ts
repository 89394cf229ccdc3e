/**
 * The grant checks every route that writes user roles, user merchants, role menus or role sensitive
 * permissions calls (issue 31.1): load what the granter holds, refuse what lies beyond it, and audit a change
 * that widens access as a "grant" naming what it added.
 */
import { RESULT_CODES } from '../../../common/envelope';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { AppError } from '../../core/errors';
import { merchantScopeOf } from '../../core/merchant-scope';
import type { DbOrTx, Tx } from '../../db/client';
import { countMerchantsLeftOut, findHeldMenuIds, findRoleReaches, findUserRoleIds } from './grant.repository';
import { coverageOf, roleWithin, type Holdings, type MerchantCoverage, type RoleReach } from './grant.rules';

export interface Granter extends Holdings {
  userId: number;
  /** The granter's own roles: nobody changes those, nor their own roles and merchants. */
  roleIds: ReadonlySet<number>;
}

/** A translated 403 refusal. */
export const refused = (key: string, params?: Record<string, string | number>) => new AppError(RESULT_CODES.forbidden, key, params);

/** The merchants a user covers (null: all), for lists and single users. */
export async function merchantCoverageOf(db: DbOrTx, userId: number | null): Promise<MerchantCoverage> {
  if (userId === null) throw refused('errors.forbidden');
  const tiedTo = (await merchantScopeOf(db, userId)) ?? [];
  return coverageOf(tiedTo, tiedTo.length ? await countMerchantsLeftOut(db, tiedTo) : 0);
}

/** Everything the acting user holds, read in the transaction of the change it guards. */
export async function granterOf(db: DbOrTx, actor: Actor): Promise<Granter> {
  if (actor.userId === null) throw refused('errors.forbidden');
  const roleIds = await findUserRoleIds(db, actor.userId);
  const reaches = await findRoleReaches(db, roleIds);
  return {
    userId: actor.userId,
    roleIds: new Set(roleIds),
    menuIds: new Set(await findHeldMenuIds(db, actor.userId)),
    sensitivePerms: new Set(reaches.flatMap((r) => r.sensitivePerms)),
    merchants: await merchantCoverageOf(db, actor.userId),
  };
}

/** Refuses a role the granter could not have made: it gives a menu or sensitive permission they lack. */
export function assertRoleWithin(granter: Granter, role: RoleReach): void {
  if (!roleWithin(granter, role)) throw refused('role:grant.roleBeyond', { name: role.name });
}

/** Refuses granting any of these roles that reaches beyond the granter. */
export async function assertRolesGrantable(db: DbOrTx, granter: Granter, roleIds: readonly number[]): Promise<void> {
  for (const role of await findRoleReaches(db, roleIds)) assertRoleWithin(granter, role);
}

/** Why the granter may not change a role's authority or sensitive permissions (a message key), or null. */
export async function roleRefusal(db: DbOrTx, granter: Granter, roleId: number): Promise<string | null> {
  if (granter.roleIds.has(roleId)) return 'role:grant.ownRole';
  const [role] = await findRoleReaches(db, [roleId]);
  return role && !roleWithin(granter, role) ? 'role:grant.roleBeyond' : null;
}

/** Refuses a change to a role the granter holds or one wider than them. */
export async function assertRoleManageable(db: DbOrTx, granter: Granter, roleId: number): Promise<void> {
  if (granter.roleIds.has(roleId)) throw refused('role:grant.ownRole');
  const [role] = await findRoleReaches(db, [roleId]);
  if (role) assertRoleWithin(granter, role);
}

/** The roles a granter may hand out, for the user form's choices. */
export async function grantableRoles(db: DbOrTx, granter: Granter): Promise<RoleReach[]> {
  return (await findRoleReaches(db)).filter((role) => roleWithin(granter, role));
}

const addsAnything = (added: Record<string, unknown>) =>
  Object.values(added).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null));

/**
 * A change that widens access gets an audit row of its own, action "grant": before is what the user or role
 * had, after what it has, with `added` naming the new roles, merchants ("all" for every merchant), menus,
 * codes or sensitive permissions. Reviewers filter the log by this action.
 */
export async function recordGrant(
  tx: Tx, actor: Actor, entity: 'user' | 'role', entityId: number,
  before: Record<string, unknown>, after: Record<string, unknown>, added: Record<string, unknown>,
): Promise<void> {
  if (!addsAnything(added)) return;
  await recordAudit(tx, actor, { action: 'grant', entity, entityId, before, after: { ...after, added } });
}
