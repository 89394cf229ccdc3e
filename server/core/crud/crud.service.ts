/** Create, update, delete and enable/disable for one entity: each in a transaction, each audited. */
import type { SQL } from 'drizzle-orm';
import type { EntitySpec } from '../../../common/crud/entity';
import type { ListQuery } from '../../../common/crud/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { actorOf, type Actor, type Caller } from '../access';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { conflict, notFound } from '../errors';
import { sessionMerchantScope, type MerchantScope } from '../merchant-scope';
import { declareUniqueKeys } from '../unique-keys';
import { deleteRows, existsDuplicate, findById, insertRow, listPage, updateRow, type CrudTable } from './crud.repository';
import { scopeRule, type CrudMerchantScope } from './crud.scope';

type Row = Record<string, unknown>;

export interface UniqueRule {
  fields: readonly string[];
  /** Message key when another row has the same values, e.g. "validation.duplicateCode". */
  message: string;
  /** Extra condition, e.g. same parent ("at the same level"). */
  scope?: (values: Row) => SQL[];
}

export interface CrudHooks {
  /** Turns input into column values (e.g. hash a password); may throw a validation error. */
  prepare?(tx: Tx, input: Row, existing: Row | null, deps: Deps): Promise<Row>;
  /** Refuses enabling or disabling, e.g. disabling the default language, or switches another row off first. */
  beforeToggle?(tx: Tx, row: Row, enabled: boolean, actor: Actor, deps: Deps): Promise<void>;
  /** Refuses a delete, e.g. while users belong to a department. */
  beforeDelete?(tx: Tx, row: Row): Promise<void>;
  /** Writes related rows (role menus, user roles) after the main row. */
  afterSave?(tx: Tx, row: Row, input: Row, deps: Deps): Promise<void>;
  /** What the API returns for a row (drop secrets, add names). */
  present?(db: DbOrTx, rows: Row[]): Promise<Row[]>;
  /** Extra WHERE clauses of the list from query parameters the entity does not declare. */
  listScope?(query: ListQuery): SQL[];
}

export interface CrudConfig {
  entity: EntitySpec;
  source: CrudTable;
  /** Which merchant owns each row (required: see crud.scope.ts). */
  merchantScope: CrudMerchantScope;
  unique?: readonly UniqueRule[];
  hooks?: CrudHooks;
}

export function createCrudService({ entity, source, merchantScope, unique = [], hooks = {} }: CrudConfig) {
  const scoped = scopeRule(merchantScope, source);
  // A racing duplicate passes checkUnique and is refused by the table's unique index: same message.
  declareUniqueKeys(source.table, unique);
  const present = async (db: DbOrTx, rows: Row[]) => (hooks.present ? hooks.present(db, rows) : rows);
  const audit = (tx: Tx, actor: Actor, action: string, id: unknown, before: Row | null, after: Row | null) =>
    recordAudit(tx, actor, { action, entity: entity.name, entityId: id as number, before, after });

  async function checkUnique(tx: Tx, values: Row, existing: Row | null) {
    for (const rule of unique) {
      const merged = { ...existing, ...values };
      const key = Object.fromEntries(rule.fields.map((f) => [f, merged[f] ?? null]));
      if (await existsDuplicate(tx, source, key, existing ? (existing.id as number) : null, rule.scope?.(merged) ?? [])) {
        throw conflict(rule.message);
      }
    }
  }

  /** A row of the caller's merchants; another merchant's row reads as missing. */
  async function load(db: DbOrTx, id: number, scope: MerchantScope) {
    const row = await findById(db, source, id, scoped.clause(scope));
    if (!row) throw notFound();
    return row;
  }

  /** Refuses values whose merchant is outside the caller's scope (a create, or an update moving the row). */
  const checkMerchant = (db: DbOrTx, row: Row, scope: MerchantScope) => scoped.check(db, row, scope);

  const scopeOf = (deps: Deps, caller: Caller) => sessionMerchantScope(deps.db, caller.session);

  return {
    async list(deps: Deps, query: ListQuery, caller: Caller) {
      const inScope = scoped.clause(await scopeOf(deps, caller));
      const page = await listPage(deps.db, entity, source, query, [...(hooks.listScope?.(query) ?? []), ...(inScope ? [inScope] : [])]);
      return { ...page, records: await present(deps.db, page.records) };
    },
    async detail(deps: Deps, id: number, caller: Caller) {
      return (await present(deps.db, [await load(deps.db, id, await scopeOf(deps, caller))]))[0];
    },
    async create(deps: Deps, input: Row, caller: Caller) {
      const scope = await scopeOf(deps, caller);
      const actor = actorOf(caller);
      return deps.db.transaction(async (tx) => {
        const values = hooks.prepare ? await hooks.prepare(tx, input, null, deps) : input;
        await checkMerchant(tx, values, scope);
        await checkUnique(tx, values, null);
        const row = await insertRow(tx, source, values);
        await scoped.afterCreate?.(tx, row, caller.session.userId, scope);
        await hooks.afterSave?.(tx, row, input, deps);
        await audit(tx, actor, 'create', row.id, null, { ...row, ...input });
        return (await present(tx, [row]))[0];
      });
    },
    async update(deps: Deps, id: number, input: Row, caller: Caller) {
      const scope = await scopeOf(deps, caller);
      const actor = actorOf(caller);
      return deps.db.transaction(async (tx) => {
        const before = await load(tx, id, scope);
        const values = hooks.prepare ? await hooks.prepare(tx, input, before, deps) : input;
        await checkMerchant(tx, { ...before, ...values }, scope);
        await checkUnique(tx, values, before);
        const row = Object.keys(values).length ? await updateRow(tx, source, id, { ...values, updatedAt: deps.now() }) : before;
        await hooks.afterSave?.(tx, row, input, deps);
        await audit(tx, actor, 'update', id, before, { ...row, ...input });
        return (await present(tx, [row]))[0];
      });
    },
    async remove(deps: Deps, ids: number[], caller: Caller) {
      const scope = await scopeOf(deps, caller);
      const actor = actorOf(caller);
      await deps.db.transaction(async (tx) => {
        for (const id of ids) {
          const row = await load(tx, id, scope);
          await checkMerchant(tx, row, scope);
          await scoped.beforeDelete?.(tx, row);
          await hooks.beforeDelete?.(tx, row);
          await deleteRows(tx, source, [id]);
          await audit(tx, actor, 'delete', id, row, null);
        }
      });
    },
    async setEnabled(deps: Deps, id: number, enabled: boolean, caller: Caller) {
      const scope = await scopeOf(deps, caller);
      const actor = actorOf(caller);
      await deps.db.transaction(async (tx) => {
        const before = await load(tx, id, scope);
        await checkMerchant(tx, before, scope);
        await hooks.beforeToggle?.(tx, before, enabled, actor, deps);
        const after = await updateRow(tx, source, id, { enabled, updatedAt: deps.now() });
        await audit(tx, actor, enabled ? 'enable' : 'disable', id, before, after);
      });
    },
  };
}

export type CrudService = ReturnType<typeof createCrudService>;
