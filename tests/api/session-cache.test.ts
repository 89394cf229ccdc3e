/**
 * Sessions served from memory (server/modules/session/session-cache.ts) end exactly when the database says
 * so: revoked, deleted, their user changed or frozen, permissions changed — whether the change comes through
 * this server or straight to the database (as from another server process).
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { notificationsOf } from '../../server/db/notifications';
import { sessions, users } from '../../server/db/schema';
import { MINUTE, SECOND, startTestApp, type TestApp } from './harness';
import { databaseUrl } from './template';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const info = (token: string) => t.call('GET', 'user/info', { token });

/** Runs a statement with the session triggers off, as a change the cache is never told about would be. */
async function unannounced(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table sessions disable trigger sessions_change`);
    await tx.execute(statement);
    await tx.execute(sql`alter table sessions enable trigger sessions_change`);
  });
}

describe('the session cache', () => {
  it('answers from memory between last-seen moves, and reads the database again when one is due', async () => {
    // On a PostgreSQL server the listening connection opens beside the app's start; nothing is cached before.
    await expect.poll(() => notificationsOf(t.db)?.live(), { timeout: 30_000 }).toBe(true);
    const token = await t.login('auditor');
    expect((await info(token)).code).toBe(200);
    const userId = await t.userId('auditor');
    // Revoked behind the cache's back: memory still answers (so the database is not read on every call) …
    await unannounced(sql`update sessions set revoked_at = now() where user_id = ${userId}`);
    expect((await info(token)).code).toBe(200);
    // … until the minute after which last-seen is moved, when the row is read again.
    t.clock.advance(MINUTE + SECOND);
    expect((await info(token)).code).toBe(-10);
  });

  it('ends a session revoked by the database at once', async () => {
    const token = await t.login('collector');
    expect((await info(token)).code).toBe(200);
    await t.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, await t.userId('collector')));
    expect((await info(token)).code).toBe(-10);
  });

  it('ends a deleted session at once', async () => {
    const token = await t.login('telemarketer');
    expect((await info(token)).code).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, await t.userId('telemarketer')));
    expect((await info(token)).code).toBe(-10);
  });

  it('ends the sessions of a frozen user, and shows a renamed user by the new name', async () => {
    const admin = await t.login('admin');
    const token = await t.login('service');
    const userId = await t.userId('service');
    expect((await info(token)).code).toBe(200);
    await t.db.update(users).set({ realName: 'Grace Renamed' }).where(eq(users.id, userId));
    expect((await info(token)).data.realName).toBe('Grace Renamed');
    expect((await t.call('POST', 'user/frozen', { token: admin, body: { userId } })).code).toBe(200);
    expect((await info(token)).code).toBe(-10);
  });

  it('refuses a code taken away from a role on the next call', async () => {
    const token = await t.login('admin');
    expect((await t.call('GET', 'user/list', { token })).code).toBe(200);
    const [{ count }] = await queryRows<{ count: number }>(t.db, sql`select count(*)::int as count from role_menus`);
    expect(count).toBeGreaterThan(0);
    // Every role loses every menu: the administrator's next permission-checked call is refused.
    await t.db.execute(sql`delete from role_menus`);
    expect((await t.call('GET', 'user/list', { token })).code).toBe(403);
  });

  it('ends a session revoked by another server process (PostgreSQL)', async () => {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) return; // PGlite is one process: every change is this process's own, covered above.
    const token = await t.login('cashier');
    expect((await info(token)).code).toBe(200);
    const [{ name }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const other = new pg.Client({ connectionString: databaseUrl(server, name) });
    await other.connect();
    try {
      await other.query('update sessions set revoked_at = now() where user_id = $1', [await t.userId('cashier')]);
    } finally {
      await other.end();
    }
    // Delivered over the listening connection, not in step with this process: wait for it, within reason.
    await expect.poll(async () => (await info(token)).code, { timeout: 30_000 }).toBe(-10);
  });
});
