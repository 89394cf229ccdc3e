import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCode } from '../../common/routes';
import { queryRows } from '../../server/db/client';
import { prepareData } from '../../server/db/seed';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const CODE = actionCode('UserSystem/UserManagement', 'freeze');
const holders = () => queryRows<{ roleNo: string }>(t.db, sql`select r.role_no as "roleNo" from role_menus rm
  join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id where m.perms = ${CODE} order by 1`);

describe('a release that adds a screen or button to an existing database (issue 32.8)', () => {
  it('grants it at start to the roles that held every menu, and to no other role', async () => {
    const before = await holders();
    const allMenus = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from menus`);
    const whole = await queryRows<{ roleNo: string }>(t.db, sql`select r.role_no as "roleNo" from roles r
      where (select count(*) from role_menus rm where rm.role_id = r.id) = ${allMenus[0].n} order by 1`);
    expect(whole.length).toBeGreaterThan(0);
    // As if the button were new in this release: the database does not know it yet.
    await t.db.execute(sql`delete from menus where perms = ${CODE}`);
    expect(await holders()).toEqual([]);

    await prepareData(t.db, { demo: false });

    const after = await holders();
    expect(after).toEqual(whole);
    // Roles that held it before only because they were given it, but not every menu, are not given it again.
    expect(before.filter((r) => !whole.some((w) => w.roleNo === r.roleNo)).every((r) => !after.some((a) => a.roleNo === r.roleNo))).toBe(true);
  });
});
