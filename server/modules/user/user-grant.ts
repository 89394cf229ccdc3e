/**
 * Which users an administrator reaches and what they may give them (issue 31.1, and 31.4 for users): only
 * users all of whose merchants the administrator covers, never their own roles or merchants, only roles
 * within their own holdings and merchants within their own coverage. A change that gives more is audited as
 * a grant.
 */
import type { Actor } from '../../core/access';
import { notFound } from '../../core/errors';
import { findUserMerchantIds } from '../../core/merchant-scope.repository';
import type { DbOrTx, Tx } from '../../db/client';
import { findRoleReaches } from '../role/grant.repository';
import { addedTo, merchantsAdded, merchantsWithin, roleWithin, sameMembers } from '../role/grant.rules';
import { assertRolesGrantable, granterOf, merchantCoverageOf, recordGrant, refused } from '../role/grant.service';

/** A user's roles and merchants (own and associated; none: every merchant) as the grant rules see them. */
export interface UserGrants {
  roleIds: number[];
  /** The merchant the user belongs to, also among merchantIds. */
  merchantId: number | null;
  merchantIds: number[];
}

export const grantsOfView = (view: { roleIds: number[]; merchantId: number | null; associatedMerchantIds: number[] }): UserGrants => ({
  roleIds: [...view.roleIds].sort((a, b) => a - b),
  merchantId: view.merchantId,
  merchantIds: [...new Set([...(view.merchantId ? [view.merchantId] : []), ...view.associatedMerchantIds])].sort((a, b) => a - b),
});

const outOfReach = () => notFound('users.notFound');

/** A user outside the caller's merchants reads as missing, as in the list. */
export async function assertUserInReach(db: DbOrTx, actor: Actor, userId: number): Promise<void> {
  const coverage = await merchantCoverageOf(db, actor.userId);
  if (!merchantsWithin(coverage, await findUserMerchantIds(db, userId))) throw outOfReach();
}

/**
 * Refuses a create (`before` null) or an update the caller may not make. Editing a user wider than oneself
 * is refused too: a new phone or e-mail and a password reset would hand the editor that user's access.
 */
export async function assertUserGrant(tx: Tx, actor: Actor, before: (UserGrants & { id: number }) | null, after: UserGrants): Promise<void> {
  const granter = await granterOf(tx, actor);
  if (before) {
    if (!merchantsWithin(granter.merchants, before.merchantIds)) throw outOfReach();
    const changesGrants = !sameMembers(before.roleIds, after.roleIds) || !sameMembers(before.merchantIds, after.merchantIds)
      || before.merchantId !== after.merchantId;
    if (before.id === granter.userId && changesGrants) throw refused('user:grant.ownAccess');
    if ((await findRoleReaches(tx, before.roleIds)).some((role) => !roleWithin(granter, role))) throw refused('user:grant.userBeyond');
  }
  await assertRolesGrantable(tx, granter, addedTo(before?.roleIds ?? [], after.roleIds));
  if (!merchantsWithin(granter.merchants, after.merchantIds)) throw refused('user:grant.merchantBeyond');
}

/** The "grant" audit row of a create or update that gave roles or merchants. */
export async function recordUserGrant(tx: Tx, actor: Actor, userId: number, before: UserGrants | null, after: UserGrants): Promise<void> {
  const added = {
    roleIds: addedTo(before?.roleIds ?? [], after.roleIds),
    merchantIds: before ? merchantsAdded(before.merchantIds, after.merchantIds) : after.merchantIds,
  };
  await recordGrant(tx, actor, 'user', userId, { roleIds: [], merchantId: null, merchantIds: [], ...before }, { ...after }, added);
}
