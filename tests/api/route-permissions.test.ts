import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATION_CODES } from '../../common/routes';
import type { RegisteredRoute } from '../../server/app';
import { API_PREFIX } from '../../server/core/route';
import { auditLogs, outboxMessages, sessions, users } from '../../server/db/schema';
import { createRole, createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let apiRoutes: RegisteredRoute[];
let operationRoutes: Array<RegisteredRoute & { codes: readonly string[] }>;
let victimId: number;

beforeAll(async () => {
  t = await startTestApp();
  apiRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith(`${API_PREFIX}/`));
  operationRoutes = apiRoutes.flatMap((r) => (r.access?.kind === 'operation' && r.method !== 'HEAD' ? [{ ...r, codes: r.access.codes }] : []));
  victimId = await t.userId('telemarketer');
});
afterAll(async () => { await t?.close(); });

/** A request that would change the victim if the guard let it through. */
const callAs = (token: string, route: RegisteredRoute) => t.call(route.method as 'GET', route.url.replace(/:\w+/g, String(victimId)), {
  token,
  body: route.method === 'GET' ? undefined : { userId: victimId },
  query: route.method === 'GET' ? { entity: 'user', id: victimId, field: 'phone' } : undefined,
});

async function snapshot() {
  const [victim] = await t.db.select().from(users).where(eq(users.id, victimId));
  const [audit] = await t.db.select({ n: count() }).from(auditLogs);
  const [outbox] = await t.db.select({ n: count() }).from(outboxMessages);
  const victimSessions = await t.db.select().from(sessions).where(eq(sessions.userId, victimId));
  return { victim, audit: audit.n, outbox: outbox.n, victimSessions };
}

describe('route declarations', () => {
  it('registers API routes', () => {
    expect(apiRoutes.length).toBeGreaterThan(10);
    expect(operationRoutes.length).toBeGreaterThan(0);
  });

  it('declares access on every route', () => {
    const undeclared = apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const r of apiRoutes) expect(['public', 'service', 'signedIn', 'operation'], r.url).toContain(r.access?.kind);
  });

  it('makes only noAuth/ routes public, and every noAuth/ route public', () => {
    const wronglyPublic = apiRoutes.filter((r) => r.access?.kind === 'public' && !r.url.startsWith(`${API_PREFIX}/noAuth/`));
    expect(wronglyPublic.map((r) => r.url)).toEqual([]);
    const guardedNoAuth = apiRoutes.filter((r) => r.access?.kind !== 'public' && r.url.startsWith(`${API_PREFIX}/noAuth/`));
    expect(guardedNoAuth.map((r) => r.url)).toEqual([]);
  });

  it('takes a service key on open/ routes only, and refuses a missing or wrong key with 403', async () => {
    const service = apiRoutes.filter((r) => r.access?.kind === 'service');
    expect(service.length).toBeGreaterThan(0);
    for (const r of service) {
      expect(r.url.startsWith(`${API_PREFIX}/open/`), r.url).toBe(true);
      expect((await callAs('', r)).code, r.url).toBe(403);
    }
    expect(apiRoutes.filter((r) => r.access?.kind !== 'service' && r.url.startsWith(`${API_PREFIX}/open/`))).toEqual([]);
  });

  it('only names operation codes that the route table declares', () => {
    for (const r of operationRoutes) {
      expect(r.codes.length, r.url).toBeGreaterThan(0);
      for (const code of r.codes) expect(ALL_OPERATION_CODES, r.url).toContain(code);
    }
  });

  it('answers -10 without a session on every route that is not public', async () => {
    for (const r of apiRoutes.filter((x) => x.access?.kind !== 'public' && x.access?.kind !== 'service' && x.method !== 'HEAD')) {
      expect((await callAs('', r)).code, `${r.method} ${r.url}`).toBe(-10);
    }
  });
});

describe('permission matrix', () => {
  it('refuses a user without the codes with 403, changing nothing', async () => {
    const role = await createRole(t.db);
    const user = await createUser(t.db, role.id);
    const token = await t.login(user.username);
    await t.login('telemarketer');
    const before = await snapshot();
    for (const route of operationRoutes) {
      const res = await callAs(token, route);
      expect(res, `${route.method} ${route.url}`).toMatchObject({ code: 403, msg: 'You do not have permission for this operation.', data: null });
    }
    expect(await snapshot()).toEqual(before);
    expect((await t.call('GET', 'user/info', { token })).code).toBe(200);
  });

  it('lets through a user holding only one of the route\'s codes', async () => {
    // One user per code (routes of one screen share it): a sign-in each is most of this test's time.
    const tokenOf = new Map<string, string>();
    for (const route of operationRoutes) {
      const code = route.codes[0];
      if (!tokenOf.has(code)) {
        const role = await createRole(t.db, { codes: [code], sensitivePerms: ['viewPlainData', 'revealMaskedValue', 'exportData'] });
        tokenOf.set(code, await t.login((await createUser(t.db, role.id)).username));
      }
      const res = await callAs(tokenOf.get(code) as string, route);
      expect(res.code, `${route.method} ${route.url}: ${res.msg}`).not.toBe(403);
      expect(res.code).not.toBe(-10);
    }
  });

  it('does not refuse the administrator', async () => {
    const admin = await t.login('admin');
    for (const route of operationRoutes) {
      const res = await callAs(admin, route);
      expect(res.code, `${route.method} ${route.url}: ${res.msg}`).not.toBe(403);
      expect(res.code).not.toBe(-10);
    }
  });
});
