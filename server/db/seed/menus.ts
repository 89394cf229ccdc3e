/** The menu tree, derived from the route table: groups, pages and their buttons. Safe to run on every start. */
import { ADMIN_ROOT, GROUPS, SCREENS, groupLabelKey } from '../../../common/routes';
import type { DbOrTx } from '../client';
import { menus } from '../schema';

export const actionLabelKey = (action: string) => `menu.actions.${action}`;

type MenuInsert = typeof menus.$inferInsert;

/** Inserts the menus the route table declares that the database lacks; returns the menu id of every code. */
export async function syncMenus(db: DbOrTx): Promise<Map<string, number>> {
  const existing = await db.select({ id: menus.id, perms: menus.perms, path: menus.path, kind: menus.kind }).from(menus);
  const known = new Map(existing.map((m) => [m.perms ?? `group:${m.path}`, m.id]));
  const ensure = async (key: string, values: MenuInsert) => {
    const found = known.get(key);
    if (found) return found;
    const [row] = await db.insert(menus).values(values).returning({ id: menus.id });
    known.set(key, row.id);
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
  return ids;
}
