/** The menu tree, derived from the route table: groups, pages and their buttons. Safe to run on every start. */
import { ADMIN_ROOT, GROUPS, SCREENS, groupLabelKey } from '../../../common/routes';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client';
import { menus, roleMenus } from '../schema';

export const actionLabelKey = (action: string) => `menu.actions.${action}`;

type MenuInsert = typeof menus.$inferInsert;

/** Inserts the menus the route table declares that the database lacks; returns the menu id of every code. */
export async function syncMenus(db: DbOrTx): Promise<Map<string, number>> {
  const existing = await db.select({ id: menus.id, perms: menus.perms, path: menus.path, kind: menus.kind }).from(menus);
  const known = new Map(existing.map((m) => [m.perms ?? `group:${m.path}`, m.id]));
  const added: number[] = [];
  const ensure = async (key: string, values: MenuInsert) => {
    const found = known.get(key);
    if (found) return found;
    const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
    known.set(key, row.id);
    added.push(row.id);
    return row.id;
  };

  const ids = new Map<string, number>();
  for (const [index, group] of GROUPS.entries()) {
    const path = `${ADMIN_ROOT}/${group}`;
    ids.set(`group:${group}`, await ensure(`group:${path}`, {
      menuName: group, labelKey: groupLabelKey(group), kind: 'group', path, sort: (index + 1) * 10,
    }));
  }
  for (const [index, screen] of SCREENS.entries()) {
    const pageId = await ensure(screen.viewCode, {
      parentId: screen.group ? ids.get(`group:${screen.group}`) : null, menuName: screen.name, labelKey: screen.labelKey,
      kind: 'page', path: screen.path, perms: screen.viewCode, sort: index,
    });
    ids.set(screen.viewCode, pageId);
    for (const [action, code] of Object.entries(screen.actionCodes)) {
      ids.set(code, await ensure(code, {
        parentId: pageId, menuName: action, labelKey: actionLabelKey(action), kind: 'button', perms: code, sort: 0,
      }));
    }
  }
  if (existing.length && added.length) await grantToWholeMenuRoles(db, added, existing.length);
  return ids;
}

/**
 * A release that adds screens or buttons to an existing database: the roles that held every menu before (the
 * administrators' roles) get the new ones too, so an administrator can open them and grant them to other roles
 * (nobody grants what they do not hold). Every other role gets them only when an administrator grants them.
 */
async function grantToWholeMenuRoles(db: DbOrTx, added: readonly number[], before: number): Promise<void> {
  const whole = await queryRows<{ roleId: number }>(db, sql`select ${roleMenus.roleId} as "roleId" from ${roleMenus}
    where ${roleMenus.menuId} not in (${sql.join(added.map((id) => sql`${id}`), sql`, `)})
    group by ${roleMenus.roleId} having count(*) = ${before}`);
  if (!whole.length) return;
  await db.insert(roleMenus).values(whole.flatMap(({ roleId }) => added.map((menuId) => ({ roleId, menuId })))).onConflictDoNothing();
  console.log(`New screens or buttons (${added.length} menu(s)) granted to the ${whole.length} role(s) that held every menu.`);
}
