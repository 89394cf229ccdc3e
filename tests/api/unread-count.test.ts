/**
 * The header's unread count, served from memory (server/modules/outbox/unread-cache.ts), stays exact: after every
 * kind of change to a user's messages — through the app or straight to the database (as from another server
 * process) — message/unreadCount and home answer what a count in the database answers.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { notificationsOf } from '../../server/db/notifications';
import { outboxMessages } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { databaseUrl } from './template';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const unread = async (token: string) => {
  const answer = await t.call<{ unread: number }>('GET', 'message/unreadCount', { token });
  expect(answer.code).toBe(200);
  return answer.data.unread;
};

const exact = async (userId: number) => {
  const [{ total }] = await t.db.select({ total: sql<number>`count(*)::int` }).from(outboxMessages)
    .where(and(eq(outboxMessages.recipientUserId, userId), isNull(outboxMessages.readAt)));
  return total;
};

const message = (userId: number | null, readAt: Date | null = null) => ({
  channel: 'sms' as const, recipient: '+254700000001', recipientUserId: userId, body: 'unread-count test', kind: 'unreadCountTest',
  provider: 'sandbox', readAt,
});

async function insert(userId: number | null, readAt: Date | null = null) {
  const [row] = await t.db.insert(outboxMessages).values(message(userId, readAt)).returning({ id: outboxMessages.id });
  return row.id;
}

describe('the unread count', () => {
  it('follows every change to a user\'s messages, through the app or the database', async () => {
    await expect.poll(() => notificationsOf(t.db)?.live(), { timeout: 30_000 }).toBe(true);
    const token = await t.login('admin');
    const userId = await t.userId('admin');
    const other = await t.userId('auditor');
    const agrees = async () => expect(await unread(token)).toBe(await exact(userId));

    await agrees();
    const base = await exact(userId);
    const first = await insert(userId);
    expect(await unread(token)).toBe(base + 1);
    await insert(userId, t.clock.now()); // already read
    await insert(other); // someone else's
    await insert(null); // a customer's SMS
    expect(await unread(token)).toBe(base + 1);
    const second = await insert(userId);
    expect(await unread(token)).toBe(base + 2);

    // Read through the message centre (one message, then two at once, one of them already read).
    expect((await t.call('POST', 'message/read', { token, body: { ids: [first] } })).code).toBe(200);
    expect(await unread(token)).toBe(base + 1);
    const third = await insert(userId);
    expect(await unread(token)).toBe(base + 2);
    expect((await t.call('POST', 'message/read', { token, body: { ids: [first, third] } })).code).toBe(200);
    expect(await unread(token)).toBe(base + 1);
    // Someone else's message is not theirs to mark.
    const others = await insert(other);
    expect((await t.call('POST', 'message/read', { token, body: { ids: [others] } })).code).toBe(200);
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, others)))[0].readAt).toBeNull();
    // Unread again, straight in the database.
    await t.db.update(outboxMessages).set({ readAt: null }).where(eq(outboxMessages.id, first));
    expect(await unread(token)).toBe(base + 2);
    // Another column's change leaves the count alone (and the count stays right).
    await t.db.update(outboxMessages).set({ status: 'sent' }).where(eq(outboxMessages.id, first));
    await agrees();
    // Moved to another user, and back.
    await t.db.update(outboxMessages).set({ recipientUserId: other }).where(eq(outboxMessages.id, second));
    expect(await unread(token)).toBe(base + 1);
    await t.db.update(outboxMessages).set({ recipientUserId: userId }).where(eq(outboxMessages.id, second));
    expect(await unread(token)).toBe(base + 2);
    // Deleted.
    await t.db.delete(outboxMessages).where(eq(outboxMessages.id, second));
    expect(await unread(token)).toBe(base + 1);
    // Many at once, in one transaction; and a transaction rolled back changes nothing.
    await t.db.transaction(async (tx) => {
      await tx.insert(outboxMessages).values([message(userId), message(userId), message(other)]);
    });
    expect(await unread(token)).toBe(base + 3);
    await t.db.transaction(async (tx) => {
      await tx.insert(outboxMessages).values(message(userId));
      tx.rollback();
    }).catch(() => undefined);
    expect(await unread(token)).toBe(base + 3);
    await agrees();
    // The home screen's count is the same one.
    const home = await t.call('GET', 'home/summary', { token });
    expect(home.code).toBe(200);
    expect(home.data.unread).toBe(base + 3);
  });

  it('is answered from memory between changes', async () => {
    const token = await t.login('admin');
    const userId = await t.userId('admin');
    const before = await unread(token);
    // A change the cache is never told about (its trigger off): memory still answers, so nothing was read.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table outbox_messages disable trigger outbox_unread_insert`);
      await tx.insert(outboxMessages).values(message(userId));
      await tx.execute(sql`alter table outbox_messages enable trigger outbox_unread_insert`);
    });
    expect(await unread(token)).toBe(before);
    // The next announced change to this user's messages brings the count up to date.
    await insert(userId);
    expect(await unread(token)).toBe(before + 2);
    expect(await unread(token)).toBe(await exact(userId));
  });

  it('starts again from the database when the table is emptied', async () => {
    const token = await t.login('admin');
    const userId = await t.userId('admin');
    await insert(userId);
    expect(await unread(token)).toBeGreaterThan(0);
    await t.db.execute(sql`truncate outbox_messages cascade`);
    expect(await unread(token)).toBe(0);
  });

  it('follows a change another server process makes (PostgreSQL)', async () => {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) return; // PGlite is one process: every change is this process's own, covered above.
    const token = await t.login('admin');
    const userId = await t.userId('admin');
    const before = await unread(token);
    const [{ name }] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const otherProcess = new pg.Client({ connectionString: databaseUrl(server, name) });
    await otherProcess.connect();
    try {
      await otherProcess.query(
        "insert into outbox_messages (channel, recipient, recipient_user_id, body, kind, provider) values ('sms', '+254700000001', $1, 'x', 'unreadCountTest', 'sandbox')",
        [userId],
      );
    } finally {
      await otherProcess.end();
    }
    // Delivered over the listening connection, not in step with this process: wait for it, within reason.
    await expect.poll(() => unread(token), { timeout: 30_000 }).toBe(before + 1);
  });
});
