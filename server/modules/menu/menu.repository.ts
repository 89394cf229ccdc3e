import { sql } from 'drizzle-orm';
import type { MenuNode } from '../../../common/menu-node';
import { queryRows, type DbOrTx } from '../../db/client';

export type MenuRow = Omit<MenuNode, 'childList'> & { parentId: number | null; sort: number };

/**
 * The menus a user's roles grant, with every ancestor, leaving out any menu that is disabled or sits
 * under a disabled one.
 */
export async function findGrantedMenus(db: DbOrTx, userId: number): Promise<MenuRow[]> {
  return queryRows<MenuRow>(db, sql`
    with recursive granted as (
      select m.* from menus m
      where m.id in (select rm.menu_id from user_roles ur join role_menus rm on rm.role_id = ur.role_id where ur.user_id = ${userId})
      union
      select p.* from menus p join granted g on g.parent_id = p.id
    ), blocked as (
      select id from menus where not enabled
      union select m.id from menus m join blocked b on m.parent_id = b.id
    )
    select distinct id, parent_id as "parentId", menu_name as "menuName", label_key as "labelKey", kind, path, perms,
      external_url as "externalUrl", icon, sort
    from granted where id not in (select id from blocked)
    order by sort, id
  `);
}
