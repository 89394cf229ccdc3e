import { describe, expect, it } from 'vitest';
import type { NotificationHub } from '../../server/db/notifications';
import { NotifiedCache } from '../../server/db/notified-cache';
import type { SessionRow } from '../../server/modules/session/session.repository';

function fakeHub() {
  let live = true;
  let subscriber: { payload(text: string): void; lost(): void } | undefined;
  const hub: NotificationHub = {
    live: () => live,
    subscribe: (_channel, s) => { subscriber = s; },
    close: async () => {},
  };
  return { hub, notify: (text: string) => subscriber!.payload(text), lose: () => { live = false; subscriber!.lost(); }, regain: () => { live = true; } };
}

const row = (userId: number): SessionRow => ({
  sessionId: userId * 10, userId, userNo: `U${userId}`, username: `user${userId}`, realName: 'Name', status: 'normal', mustChangePassword: false,
  createdAt: new Date(0), lastSeenAt: new Date(0), expiresAt: new Date(1e13), revokedAt: null, aclVersion: 1,
});

describe('NotifiedCache (the session cache)', () => {
  it('keeps a row read under the current generation, and drops only the changed user\'s rows', () => {
    const { hub, notify } = fakeHub();
    const cache = new NotifiedCache<string, SessionRow>(hub, 'session_change', (_hash, r) => r.userId);
    cache.put('a', row(1), cache.begin());
    cache.put('b', row(2), cache.begin());
    notify('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.userId).toBe(2);
    notify('*');
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a row whose read began before a change', () => {
    const { hub, notify } = fakeHub();
    const cache = new NotifiedCache<string, SessionRow>(hub, 'session_change', (_hash, r) => r.userId);
    const startedAt = cache.begin();
    notify('u7');
    cache.put('a', row(1), startedAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('serves nothing while changes are not being delivered, and forgets what it held', () => {
    const { hub, lose, regain } = fakeHub();
    const cache = new NotifiedCache<string, SessionRow>(hub, 'session_change', (_hash, r) => r.userId);
    cache.put('a', row(1), cache.begin());
    lose();
    expect(cache.get('a')).toBeUndefined();
    cache.put('b', row(2), cache.begin());
    regain();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });
});

describe('NotifiedCache.read (the unread-count cache)', () => {
  it('loads once, serves from memory, and loads again after the user\'s change', async () => {
    const { hub, notify } = fakeHub();
    const cache = new NotifiedCache<number, number>(hub, 'unread_change', (userId) => userId);
    let loads = 0;
    const load = async () => { loads += 1; return 3; };
    expect(await cache.read(5, load)).toBe(3);
    expect(await cache.read(5, load)).toBe(3);
    expect(loads).toBe(1);
    notify('u6');
    await cache.read(5, load);
    expect(loads).toBe(1);
    notify('u5');
    await cache.read(5, load);
    expect(loads).toBe(2);
  });

  it('does not keep a count whose load raced a change', async () => {
    const { hub, notify } = fakeHub();
    const cache = new NotifiedCache<number, number>(hub, 'unread_change', (userId) => userId);
    await cache.read(5, async () => { notify('u5'); return 1; });
    expect(cache.get(5)).toBeUndefined();
  });
});
