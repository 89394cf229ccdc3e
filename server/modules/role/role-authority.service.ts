/**
 * A role's authority (its menus, pages and buttons) and its sensitive permissions. Both take effect on the
 * holders' next request: the session query reads role_menus and roles.sensitive_perms every time. Nobody
 * changes a role they hold or one wider than they are, and grants only menus and permissions they hold
 * (grant.service.ts).
 */
import { roleEntity } from '../../../common/entities/role';
import type { SensitivePermissionKey } from '../../../common/sensitive';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { notFound, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { findAllMenus, findMenuLinks } from '../menu/menu-admin.repository';
import { findMenuCodes } from './grant.repository';
import { addedTo, menusBeyond, sensitiveBeyond } from './grant.rules';
import { assertRoleManageable, granterOf, recordGrant, refused, roleRefusal } from './grant.service';
import { findRole, findRoleMenuIds, replaceRoleMenus, updateSensitivePerms } from './role.repository';

async function loadRole(db: DbOrTx, id: number) {
  const role = await findRole(db, id);
  if (!role) throw notFound('role:notFound');
  return role;
}

/** The menus with every ancestor added, so a granted button always comes with its page and group. */
async function withAncestors(db: DbOrTx, menuIds: readonly number[]): Promise<number[]> {
  const parentOf = new Map((await findMenuLinks(db)).map((m) => [m.id, m.parentId]));
  const closed = new Set<number>();
  for (const id of menuIds) {
    if (!parentOf.has(id)) throw validationError('role:unknownMenu');
    for (let current: number | null | undefined = id; current != null && !closed.has(current); current = parentOf.get(current)) {
      closed.add(current);
    }
  }
  return [...closed].sort((a, b) => a - b);
}

/**
 * The whole menu tree (flat, enabled or not), the menus the role holds, and what the caller may do with it:
 * the menus and sensitive permissions they may grant, and, when they may change nothing, the reason's key.
 * The screen greys out the rest; the server refuses it all the same.
 */
export async function roleAuthority(deps: Deps, roleId: number, actor: Actor) {
  await loadRole(deps.db, roleId);
  const [menus, menuIds] = await Promise.all([findAllMenus(deps.db), findRoleMenuIds(deps.db, roleId)]);
  const granter = await granterOf(deps.db, actor);
  return {
    menus: menus.map(({ id, parentId, menuName, labelKey, kind, perms, enabled, sort }) => ({ id, parentId, menuName, labelKey, kind, perms, enabled, sort })),
    menuIds,
    grantable: {
      menuIds: [...granter.menuIds].sort((a, b) => a - b),
      sensitivePerms: [...granter.sensitivePerms],
      locked: await roleRefusal(deps.db, granter, roleId),
    },
  };
}

/** Stores the checked menus plus their ancestors in one transaction, audited with before and after. */
export async function assignMenus(deps: Deps, roleId: number, checked: readonly number[], actor: Actor) {
  return deps.db.transaction(async (tx) => {
    await loadRole(tx, roleId);
    const granter = await granterOf(tx, actor);
    await assertRoleManageable(tx, granter, roleId);
    const before = await findRoleMenuIds(tx, roleId);
    const after = await withAncestors(tx, checked);
    if (menusBeyond(granter, after).length) throw refused('role:grant.menuBeyond');
    await replaceRoleMenus(tx, roleId, after);
    await recordAudit(tx, actor, { action: 'assign', entity: roleEntity.name, entityId: roleId, before: { menuIds: before }, after: { menuIds: after } });
    const added = addedTo(before, after);
    await recordGrant(tx, actor, 'role', roleId, { menuIds: before }, { menuIds: after }, { menuIds: added, codes: await findMenuCodes(tx, added) });
    return { menuIds: after };
  });
}

export async function setSensitivePerms(deps: Deps, roleId: number, perms: readonly SensitivePermissionKey[], actor: Actor) {
  await deps.db.transaction(async (tx) => {
    const role = await loadRole(tx, roleId);
    const granter = await granterOf(tx, actor);
    await assertRoleManageable(tx, granter, roleId);
    const wanted = [...new Set(perms)];
    if (sensitiveBeyond(granter, wanted).length) throw refused('role:grant.sensitiveBeyond');
    const after = await updateSensitivePerms(tx, roleId, wanted, deps.now());
    const before = { sensitivePerms: role.sensitivePerms };
    await recordAudit(tx, actor, { action: 'sensitive', entity: roleEntity.name, entityId: roleId, before, after: { sensitivePerms: after.sensitivePerms } });
    await recordGrant(tx, actor, 'role', roleId, before, { sensitivePerms: after.sensitivePerms }, { sensitivePerms: addedTo(role.sensitivePerms, after.sensitivePerms) });
  });
}
