import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FilterDef } from '../../../common/lists/filters';
import { notMerchantScoped } from '../crud/crud.scope';
import { defineList } from './define-list';
import { joinsNeeded, tablesRead } from './list-joins';

const loans = pgTable('loans', {
  id: integer('id').primaryKey(), merchantId: integer('merchant_id').notNull(), customerId: integer('customer_id').notNull(),
  loanNo: text('loan_no').notNull(), status: text('status').notNull(), level: integer('level'), channel: text('channel'),
  createdAt: timestamp('created_at').notNull(), repaidAt: timestamp('repaid_at'),
});
const people = pgTable('people', { id: integer('id').primaryKey(), name: text('name'), phone: text('phone'), cityId: integer('city_id') });
const cities = pgTable('cities', { id: integer('id').primaryKey(), name: text('name') });

const FILTERS = [
  { name: 'loanNo', kind: 'text', match: 'prefix' },
  { name: 'name', kind: 'text', match: 'contains' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'status', kind: 'choice', values: ['open', 'closed'], labels: 'x', multiple: true },
  { name: 'level', kind: 'dict', dictKey: 'level', numeric: true },
  { name: 'channel', kind: 'lookup', url: 'x' },
  { name: 'repaid', kind: 'flag' },
  { name: 'days', kind: 'dayRange', from: 'dayFrom', to: 'dayTo' },
  { name: 'repaidAt', kind: 'timeRange', from: 'repaidFrom', to: 'repaidTo' },
] as const satisfies readonly FilterDef[];

const list = defineList({
  from: loans,
  joins: [
    { table: people, on: eq(people.id, loans.customerId) },
    { table: cities, on: eq(cities.id, people.cityId), type: 'left' },
  ],
  columns: { id: loans.id, name: people.name, city: cities.name },
  filters: FILTERS,
  params: { system: z.enum(['a', 'b']).optional() },
  match: {
    loanNo: loans.loanNo, name: people.name, status: loans.status, level: loans.level, channel: loans.channel, days: loans.createdAt,
    repaidAt: loans.repaidAt, system: loans.channel,
    phone: { where: (phone: string) => sql`${loans.customerId} in (select ${people.id} from ${people} where ${people.phone} = ${phone})` },
    repaid: { where: (repaid: boolean) => (repaid ? sql`${loans.repaidAt} is not null` : sql`${loans.repaidAt} is null`) },
  },
  merchantScope: { column: loans.merchantId },
  order: [sql`${loans.createdAt} desc`, sql`${loans.id} desc`],
  sorts: { createdAt: loans.createdAt },
});

const dialect = new PgDialect();
const render = (condition: ReturnType<typeof list.where>) => {
  const { sql: text, params } = condition ? dialect.sqlToQuery(condition) : { sql: '', params: [] };
  return { sql: text, params };
};

describe('defineList', () => {
  it('builds each filter kind by its match rule, EAT days and times as UTC instants', () => {
    const where = render(list.where(null, {
      loanNo: 'LN1%', name: 'Kamau', status: ['open', 'closed'], level: 2, channel: 'app', dayFrom: '2026-11-01', dayTo: '2026-11-02',
      repaidFrom: '2026-11-01 10:00:00', repaidTo: '2026-11-03', system: 'a',
    }));
    expect(where.sql).toBe([
      '("loans"."channel" = $1', '"loans"."loan_no" like $2', '"people"."name" ilike $3', '"loans"."status" in ($4, $5)',
      '"loans"."level" = $6', '"loans"."channel" = $7', '"loans"."created_at" >= $8', '"loans"."created_at" < $9',
      '"loans"."repaid_at" >= $10', '"loans"."repaid_at" < $11)',
    ].join(' and '));
    expect(where.params).toEqual([
      'a', 'LN1\\%%', '%Kamau%', 'open', 'closed', 2, 'app', '2026-10-31T21:00:00.000Z', '2026-11-02T21:00:00.000Z',
      '2026-11-01T07:00:00.000Z', '2026-11-03T21:00:00.000Z',
    ].map((v) => (typeof v === 'string' && v.endsWith('Z') ? new Date(v).toISOString() : v)));
  });

  it('a short name matches the start of the name; a time with a clock is included up to the second', () => {
    expect(render(list.where(null, { name: 'Ka' })).sql).toBe('lower("people"."name") like $1');
    expect(render(list.where(null, { repaidTo: '2026-11-03 12:00' })).sql).toBe('"loans"."repaid_at" <= $1');
  });

  it('takes an override where an index needs its own form, and a flag both ways', () => {
    const where = render(list.where(null, { phone: '254712345678', repaid: false }));
    expect(where.sql).toBe('("loans"."customer_id" in (select "people"."id" from "people" where "people"."phone" = $1) and "loans"."repaid_at" is null)');
  });

  it('applies the merchant scope: none for head office, false for no merchant, the ids otherwise', () => {
    expect(list.where(null, {})).toBeUndefined();
    expect(render(list.where([], {})).sql).toBe('false');
    expect(render(list.where([7, 9], { status: ['open'] }))).toEqual({ sql: '("loans"."merchant_id" in ($1, $2) and "loans"."status" in ($3))', params: [7, 9, 'open'] });
  });

  it('keeps its own rows whatever the filter (always), after the merchant scope', () => {
    const open = defineList({ from: loans, columns: { id: loans.id }, filters: [], match: {}, order: [], merchantScope: { column: loans.merchantId }, always: sql`${loans.repaidAt} is null` });
    expect(render(open.where(null, {})).sql).toBe('"loans"."repaid_at" is null');
    expect(render(open.where([7], {})).sql).toBe('("loans"."merchant_id" in ($1) and "loans"."repaid_at" is null)');
  });

  it('requires a merchant scope, and a reason when there is none', () => {
    // @ts-expect-error merchantScope is required
    const unscoped = () => defineList({ from: loans, columns: { id: loans.id }, filters: [], match: {}, order: [] });
    expect(unscoped).toBeTypeOf('function');
    const global = defineList({ from: loans, columns: { id: loans.id }, filters: [], match: {}, order: [], merchantScope: notMerchantScoped('') });
    expect(() => global.where(null, {})).toThrow(/says why/);
    const shared = defineList({ from: loans, columns: { id: loans.id }, filters: [], match: {}, order: [], merchantScope: notMerchantScoped('reference data') });
    expect(shared.where([1], {})).toBeUndefined();
  });

  it('derives the route query: paging, filters, extra parameters; a sort outside the allow-list is refused', () => {
    expect(list.query.parse({ status: 'open', sortField: 'createdAt', sortOrder: 'ascend' }))
      .toMatchObject({ current: 1, status: ['open'], sortField: 'createdAt', sortOrder: 'ascend' });
    const refused = list.query.safeParse({ sortField: 'name' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe('validation.sortField');
    expect(list.query.safeParse({ system: 'c' }).success).toBe(false);
    expect(() => list.orderBy({ field: 'name' as 'createdAt', direction: 'asc' })).toThrow(/not among/);
    expect(dialect.sqlToQuery(sql.join(list.orderBy({ field: 'createdAt', direction: 'asc' }), sql`, `)).sql)
      .toBe('"loans"."created_at" asc, "loans"."created_at" desc, "loans"."id" desc');
  });

  it('takes the order an `order` parameter names, and a parameter replacing a filter\'s schema matches once', () => {
    const orders = { pendingFirst: [sql`(${loans.status} = 'open') desc`, sql`${loans.id} desc`] };
    const byMerchant = defineList({
      from: loans, columns: { id: loans.id }, filters: [{ name: 'merchantId', kind: 'lookup', url: 'x' }],
      params: { merchantId: z.coerce.number().int().positive().optional() }, match: { merchantId: loans.merchantId },
      merchantScope: { column: loans.merchantId }, order: [sql`${loans.id} desc`],
      orderParam: { schema: z.enum(['newest', 'pendingFirst']).default('newest'), orders },
    });
    expect(byMerchant.query.parse({ merchantId: '3' })).toEqual({ current: 1, size: 20, merchantId: 3, order: 'newest' });
    expect(byMerchant.filterQuery.safeParse({ merchantId: '0' }).success).toBe(false);
    expect(byMerchant.filterQuery.safeParse({ order: 'oldest' }).success).toBe(false);
    expect(render(byMerchant.where(null, { merchantId: 3 }))).toEqual({ sql: '"loans"."merchant_id" = $1', params: [3] });
    const orderSql = (named?: 'newest' | 'pendingFirst') => dialect.sqlToQuery(sql.join(byMerchant.orderBy(null, named), sql`, `)).sql;
    expect(orderSql('pendingFirst')).toBe('("loans"."status" = \'open\') desc, "loans"."id" desc');
    expect(orderSql('newest')).toBe('"loans"."id" desc');
    expect(orderSql()).toBe('"loans"."id" desc');
  });

  it('counts over the joins its conditions read (and what they stand on), never a subquery\'s table', () => {
    const joins = [
      { table: people, on: eq(people.id, loans.customerId) },
      { table: cities, on: eq(cities.id, people.cityId), type: 'left' as const },
    ];
    expect(tablesRead(sql`${loans.customerId} in (select ${people.id} from ${people} where ${people.phone} = ${'1'})`)).toEqual(new Set(['loans']));
    expect(joinsNeeded(joins, new Set(['loans']))).toEqual([]);
    expect(joinsNeeded(joins, new Set(['cities'])).map((j) => j.table)).toEqual([people, cities]);
    expect(joinsNeeded([{ ...joins[0], inCount: true }], new Set())).toHaveLength(1);
  });
});
