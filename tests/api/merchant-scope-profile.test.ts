import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const profileOf = async (username: string) => (await t.call('GET', 'user/info', { token: await t.login(username) })).data as { merchantScope: { all: boolean; names: string[] } };

describe('the profile says whose rows the user sees (issue 32.8)', () => {
  it('names the merchants of a merchant-bound user', async () => {
    const { merchantScope } = await profileOf('supervisor');
    expect(merchantScope.all).toBe(false);
    expect(merchantScope.names).toContain('Jamii Pesa');
    const tied = await queryRows<{ name: string }>(t.db, sql`select m.merchant_name as name from merchants m
      join user_merchants um on um.merchant_id = m.id join users u on u.id = um.user_id where u.username = 'supervisor' order by 1`);
    expect(merchantScope.names).toEqual(tied.map((row) => row.name));
  });

  it('says "all" for a user tied to every merchant and names none', async () => {
    expect((await profileOf('admin')).merchantScope).toEqual({ all: true, names: [] });
  });
});
