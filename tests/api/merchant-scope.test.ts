/**
 * Issue 31.4, the merchant twin of route-permissions.test.ts: an Administrator bound to ONE merchant calls
 * every GET route and every write route against another merchant's rows. A GET fails when its answer carries
 * a record of another merchant; a write fails when any row of another merchant, in any merchant-owned table,
 * changed. Which tables are merchant-owned is read from the schema (a merchant column, an app code, or a
 * parent that is), so a new table is swept without a change here.
 */
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../server/app';
import { API_PREFIX } from '../../server/core/route';
import * as schema from '../../server/db/schema';
import { appClients, merchants, roles, users } from '../../server/db/schema';
import { createUser } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { createForeignRows } from './merchant-scope.rows';

type Row = Record<string, unknown>;
interface Owned { table: string; foreign: string }

let t: TestApp;
let own: number;
let adminToken: string;
let userToken: string;
let username: string;
let ownedTables: Owned[];
const foreignAppCodes = new Set<string>();
/** Field name (e.g. productId) → ids of other merchants' rows of the one table it references. */
const foreignRefs = new Map<string, Set<number>>();
/** Route family (e.g. "product") → records of other merchants the head-office administrator sees in it. */
const foreignByFamily = new Map<string, Row[]>();
let getRoutes: RegisteredRoute[];
let writeRoutes: RegisteredRoute[];

const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const familyOf = (url: string) => url.slice(API_PREFIX.length + 1).replace(/\/:\w+.*$/, '').replace(/\/[^/]+$/, '');

/** Merchant-owned tables and the SQL condition picking another merchant's rows in each. */
function ownedTablesOf(ownId: number): Owned[] {
  const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable)).map((table) => getTableConfig(table));
  const owned = new Map<string, string>();
  owned.set('merchants', `id <> ${ownId}`);
  const refs = (c: (typeof tables)[number]) => c.foreignKeys.map((fk) => {
    const ref = fk.reference();
    return { column: ref.columns[0].name, parent: getTableName(ref.foreignTable), parentColumn: ref.foreignColumns[0].name };
  });
  for (const c of tables) {
    const merchantColumn = refs(c).find((r) => r.parent === 'merchants')?.column ?? c.columns.find((col) => col.name === 'merchant_id')?.name;
    if (merchantColumn && c.name !== 'merchants') owned.set(c.name, `${merchantColumn} <> ${ownId}`);
    else if (c.columns.some((col) => col.name === 'app_code') && c.name !== 'app_clients') {
      owned.set(c.name, `app_code in (select app_code from app_clients where merchant_id <> ${ownId})`);
    }
  }
  // Children reach their merchant through a parent (a rule through its rule set); users are referenced as
  // authors and operators everywhere, so they are no parent.
  for (let depth = 0; depth < 3; depth += 1) {
    for (const c of tables) {
      if (owned.has(c.name)) continue;
      const via = refs(c).find((r) => owned.has(r.parent) && r.parent !== 'users' && r.parent !== 'merchants');
      if (via) owned.set(c.name, `${via.column} in (select ${via.parentColumn} from ${via.parent} where ${owned.get(via.parent)})`);
    }
  }
  return [...owned].map(([table, foreign]) => ({ table, foreign }));
}

const rowsOf = async <R>(query: string) => ((await t.db.execute(sql.raw(query))) as unknown as { rows: R[] }).rows;

async function loadForeignRefs(ownId: number) {
  const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable)).map((table) => getTableConfig(table));
  const parentsByField = new Map<string, Set<string>>();
  for (const c of tables) {
    for (const fk of c.foreignKeys) {
      const ref = fk.reference();
      const field = camel(ref.columns[0].name);
      parentsByField.set(field, (parentsByField.get(field) ?? new Set()).add(getTableName(ref.foreignTable)));
    }
  }
  const conditions = new Map(ownedTablesOf(ownId).map((o) => [o.table, o.foreign]));
  for (const [field, parents] of parentsByField) {
    const [parent] = [...parents];
    if (parents.size !== 1 || parent === 'users' || parent === 'merchants' || !conditions.has(parent)) continue;
    const rows = await rowsOf<{ id: number }>(`select id from ${parent} where ${conditions.get(parent)}`);
    foreignRefs.set(field, new Set(rows.map((r) => Number(r.id))));
  }
}

/** Why a value from an answer belongs to another merchant, or null. */
function foreignReason(record: Row): string | null {
  const merchantId = record.merchantId;
  if (typeof merchantId === 'number' && merchantId !== own) return `merchantId ${merchantId}`;
  for (const key of ['merchantIds', 'associatedMerchantIds']) {
    const ids = record[key];
    if (Array.isArray(ids) && ids.some((id) => typeof id === 'number' && id !== own)) return `${key} ${ids.join(',')}`;
  }
  if (typeof record.appCode === 'string' && foreignAppCodes.has(record.appCode)) return `appCode ${record.appCode}`;
  for (const [field, ids] of foreignRefs) {
    const value = record[field];
    if (typeof value === 'number' && ids.has(value)) return `${field} ${value}`;
  }
  return null;
}

/** Every object in an answer, nested ones included. */
function objectsIn(value: unknown, out: Row[] = []): Row[] {
  if (Array.isArray(value)) for (const v of value) objectsIn(v, out);
  else if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    out.push(value as Row);
    for (const v of Object.values(value)) objectsIn(v, out);
  }
  return out;
}

const firstForeign = (data: unknown) => {
  for (const record of objectsIn(data)) {
    const reason = foreignReason(record);
    if (reason) return `${reason} (id ${String(record.id ?? '-')})`;
  }
  return null;
};

/** A fingerprint of every other merchant's row in every merchant-owned table. */
async function snapshot(): Promise<Map<string, string>> {
  const parts = ownedTables.map((o) => `select '${o.table}' as t, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${o.table} x where ${o.foreign}`);
  const rows = await rowsOf<{ t: string; h: string }>(parts.join(' union all '));
  return new Map(rows.map((r) => [r.t, r.h]));
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);

const pathOf = (route: RegisteredRoute) => route.url.slice(API_PREFIX.length + 1);

async function callAs(token: string, method: string, url: string, options: { body?: unknown; query?: Record<string, string | number> } = {}) {
  let res = await t.call(method as 'GET', url, { token, ...options });
  if (res.code === -10 && token === userToken) {
    userToken = await t.login(username);
    res = await t.call(method as 'GET', url, { token: userToken, ...options });
  }
  return res;
}

/** Fills a route's path parameters from a record (`:id` from its id). */
const fill = (url: string, record: Row | null) => url.replace(/:(\w+)/g, (_, name: string) => String(record?.[name] ?? record?.id ?? 1));

/** Write bodies aimed at a foreign record: itself (update), its id (delete, enable), a copy (create in its merchant). */
function bodiesFor(route: RegisteredRoute, record: Row): unknown[] {
  const path = pathOf(route);
  const copy = Object.fromEntries(Object.entries(record).map(([key, value]) =>
    [key, typeof value === 'string' && /(name|code|no|title|key)$/i.test(key) ? `${value}9` : value]));
  const { id: _id, ...withoutId } = copy;
  if (/(save|create|add|import)$/i.test(path)) return [withoutId];
  return [record, { id: record.id, ids: [record.id], enabled: record.enabled === false }];
}

beforeAll(async () => {
  t = await startTestApp();
  const [merchant] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1502'));
  own = merchant.id;
  await createForeignRows(t.db, own);
  ownedTables = ownedTablesOf(own);
  for (const app of await t.db.select().from(appClients)) if (app.merchantId !== own) foreignAppCodes.add(app.appCode);
  await loadForeignRefs(own);

  const [admin] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, 'Administrator'));
  const user = await createUser(t.db, admin.id);
  await t.db.update(users).set({ merchantId: own }).where(eq(users.id, user.id));
  username = user.username;
  userToken = await t.login(username);
  adminToken = await t.login('admin');

  const api = t.app.registeredRoutes.filter((r) => r.url.startsWith(`${API_PREFIX}/`) && !r.url.includes('/noAuth/') && !r.url.includes('/open/')
    && (r.access?.kind === 'operation' || r.access?.kind === 'signedIn') && !/\/(testClock|test)\//.test(r.url));
  getRoutes = api.filter((r) => r.method === 'GET');
  writeRoutes = api.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && !/logout|password/i.test(r.url))
    // Deletes last, so the routes before them still find their targets.
    .sort((a, b) => Number(/(delete|remove)/i.test(a.url)) - Number(/(delete|remove)/i.test(b.url)));

  // What the head-office administrator sees of other merchants, family by family.
  for (const route of getRoutes.filter((r) => !r.url.includes(':'))) {
    const res = await callAs(adminToken, 'GET', pathOf(route));
    if (res.code !== 200) continue;
    const family = familyOf(route.url);
    const found = objectsIn(res.data).filter((r) => typeof r.id === 'number' && foreignReason(r));
    foreignByFamily.set(family, [...(foreignByFamily.get(family) ?? []), ...found].slice(0, 6));
  }
}, 600_000);
afterAll(async () => { await t?.close(); });

describe('issue 31.4: merchant scope on every route', () => {
  it('finds other merchants\' rows to aim at', async () => {
    const empty = [];
    for (const o of ownedTables) if (!(await rowsOf(`select 1 from ${o.table} where ${o.foreign} limit 1`)).length) empty.push(o.table);
    console.log(`Merchant-owned tables without another merchant's rows: ${empty.join(', ')}`);
    expect(ownedTables.length).toBeGreaterThan(20);
    expect([...foreignByFamily.values()].flat().length).toBeGreaterThan(20);
  });

  it('shows a merchant-bound administrator no record of another merchant on any GET route', async () => {
    const offending: string[] = [];
    for (const route of getRoutes) {
      const targets = route.url.includes(':') ? foreignByFamily.get(familyOf(route.url)) ?? [] : [null];
      for (const target of targets.slice(0, 3)) {
        const res = await callAs(userToken, 'GET', fill(pathOf(route), target));
        const foreign = res.code === 200 ? firstForeign(res.data) : null;
        if (foreign) { offending.push(`GET ${pathOf(route)}: ${foreign}`); break; }
      }
    }
    if (offending.length) console.log(`Merchant scope: ${offending.length} GET routes show other merchants' records\n${offending.join('\n')}`);
    expect(offending).toEqual([]);
  });

  it('lets a merchant-bound administrator change no row of another merchant on any write route', async () => {
    const offending: string[] = [];
    let before = await snapshot();
    for (const route of writeRoutes) {
      const targets = foreignByFamily.get(familyOf(route.url)) ?? [];
      for (const target of targets.slice(0, 2)) {
        for (const body of bodiesFor(route, target)) {
          // A 5xx is another point of the issue (31.10); here only what changed counts.
          const code = await callAs(userToken, route.method, fill(pathOf(route), target), { body }).then((res) => res.code, () => 500);
          const after = await snapshot();
          const changed = changedTables(before, after);
          before = after;
          if (changed.length) offending.push(`${route.method} ${pathOf(route)} (answer ${code}): changed ${changed.join(', ')}`);
        }
      }
    }
    const unique = [...new Set(offending.map((o) => o.replace(/ \(answer.*$/, '')))].map((r) => offending.find((o) => o.startsWith(r))!);
    if (unique.length) console.log(`Merchant scope: ${unique.length} write routes changed other merchants' rows\n${unique.join('\n')}`);
    expect(unique).toEqual([]);
  }, 1_200_000);

  it('refuses a create or update naming another merchant, with a translated message, and reads its rows as missing', async () => {
    const [foreign] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.merchantNo, '1501'));
    const body = {
      merchantId: foreign.id, productCode: 'MS-31', productName: 'Scope test', termDays: 14, installments: 1, minAmountCents: '1,000.00',
      maxAmountCents: '20000', dailyInterestBp: '0.18', serviceFeeBp: '7', managementFeeBp: 0, lateFeeDailyBp: '1.00', extensionFeeBp: '5.25',
      loanTypes: 'all', sort: 9,
    };
    const refused = { code: 403, msg: "That merchant's records are outside the merchants you are tied to." };
    expect(await t.call('POST', 'product/save', { token: userToken, body })).toMatchObject(refused);
    expect((await t.call('POST', 'product/save', { token: userToken, body, language: 'zh' })).msg).toBe('该商户的数据不在您所属商户范围内。');
    const mine = await t.call('POST', 'product/save', { token: userToken, body: { ...body, merchantId: own } });
    expect(mine.code).toBe(200);
    expect(await t.call('POST', 'product/update', { token: userToken, body: { id: mine.data.id, merchantId: foreign.id } })).toMatchObject(refused);
    const theirs = await t.call('POST', 'product/save', { token: adminToken, body: { ...body, productCode: 'MS-31-F' } });
    expect((await t.call('GET', `product/detail/${theirs.data.id}`, { token: userToken })).code).toBe(404);
    expect((await t.call('POST', 'product/update', { token: userToken, body: { id: theirs.data.id, productName: 'x' } })).code).toBe(404);
    expect((await t.call('POST', 'product/delete', { token: userToken, body: { ids: [theirs.data.id] } })).code).toBe(404);
    expect((await t.call('GET', `product/detail/${theirs.data.id}`, { token: adminToken })).data.productName).toBe('Scope test');
  });
});
