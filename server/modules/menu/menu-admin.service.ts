/**
 * Menu administration: the menu tree's create, update, delete and enable/disable. A disabled menu and
 * everything under it leave every user's menu, permitted paths and codes at once, because the session
 * query and findGrantedMenus leave out disabled menus and their descendants on every request.
 */
import { allowedExternalHost, httpsUrl } from '../../../common/external-link';
import { DECLARED_LOCKED_FIELDS, isDeclaredMenu, menuEntity, menuProblems, type MenuKind } from '../../../common/entities/menu';
import { actionCode } from '../../../common/routes';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import type { Deps } from '../../core/deps';
import { conflict, notFound, validationError } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import {
  countChildren, deleteMenu, findAllMenus, findAncestorIds, findMenu, findRoleIdsHolding, isMenuValueTaken, subtreeHasPerms,
  type MenuRecord, menuSource,
} from './menu-admin.repository';

type Row = Record<string, unknown>;

/** Disabling this code's menu (or a menu above it) would leave nobody able to enable it again. */
const MENU_ENABLE_CODE = actionCode('UserSystem/MenuManagement', 'enable');
const NULLABLE = ['parentId', 'path', 'perms', 'externalUrl', 'icon'] as const;

/** A field sent empty arrives as undefined; on a menu it means "clear it". */
function clearedToNull(input: Row): Row {
  const values = { ...input };
  for (const field of NULLABLE) if (field in values && values[field] === undefined) values[field] = null;
  return values;
}

async function parentKindOf(tx: Tx, parentId: number | null, movingId: number | null): Promise<MenuKind | null> {
  if (parentId === null) return null;
  const parent = await findMenu(tx, parentId);
  if (!parent) throw validationError('menu:admin.parentMissing');
  if (movingId !== null && (parentId === movingId || (await findAncestorIds(tx, parentId)).includes(movingId))) {
    throw validationError('menu:admin.parentCycle');
  }
  return parent.kind;
}

async function prepare(tx: Tx, input: Row, existing: Row | null, deps: Deps): Promise<Row> {
  const values = clearedToNull(input);
  const before = existing as MenuRecord | null;
  if (before && isDeclaredMenu(before)) {
    const changed = DECLARED_LOCKED_FIELDS.find((field) => field in values && values[field] !== before[field]);
    if (changed) throw validationError('menu:admin.declaredLocked', { field: `menu:fields.${changed}` });
  }
  const merged = { ...before, ...values } as MenuRecord;
  const parentKind = await parentKindOf(tx, merged.parentId ?? null, before?.id ?? null);
  const [problem] = menuProblems({ kind: merged.kind, path: merged.path, perms: merged.perms, parentKind });
  if (problem) throw validationError(problem.message);
  // Where a link may take the user's browser is the deployment's decision (EXTERNAL_LINK_HOSTS), not a menu editor's.
  if (typeof values.externalUrl === 'string' && !allowedExternalHost(values.externalUrl, deps.config.EXTERNAL_LINK_HOSTS)) {
    throw validationError('menu:admin.externalHostNotAllowed', { host: httpsUrl(values.externalUrl)?.host ?? values.externalUrl });
  }
  for (const column of ['path', 'perms'] as const) {
    const value = merged[column];
    if (value && (await isMenuValueTaken(tx, column, value, before?.id ?? null))) throw conflict(`menu:admin.duplicate.${column}`);
  }
  // A renamed menu shows its new name in every language instead of the translated label it was seeded with.
  if (before?.labelKey && typeof values.menuName === 'string' && values.menuName !== before.menuName) values.labelKey = null;
  return values;
}

const crud = createCrudService({
  entity: menuEntity,
  source: menuSource,
  merchantScope: notMerchantScoped('menus and operation codes are the system route table'),
  hooks: {
    prepare,
    async beforeToggle(tx, row, enabled) {
      if (!enabled && (await subtreeHasPerms(tx, row.id as number, MENU_ENABLE_CODE))) throw conflict('menu:admin.cannotDisableMenuScreen');
    },
  },
});

export const withDeclared = <T extends MenuRecord>(row: T) => ({ ...row, declared: isDeclaredMenu(row) });

/** The whole tree as flat rows (the browser nests them), each with how many roles hold it. */
export async function menuTree(db: DbOrTx) {
  return (await findAllMenus(db)).map(withDeclared);
}

/**
 * Deletes menus one by one: a declared menu or one with children is refused; an assigned one is taken away
 * from its roles, and the audit row names them.
 */
export async function removeMenus(deps: Deps, ids: readonly number[], actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    for (const id of ids) {
      const menu = await findMenu(tx, id);
      if (!menu) throw notFound();
      if (isDeclaredMenu(menu)) throw conflict('menu:admin.declaredCannotDelete');
      const children = await countChildren(tx, id);
      if (children > 0) throw conflict('menu:admin.hasChildren', { count: children });
      const roleIds = await findRoleIdsHolding(tx, id);
      await deleteMenu(tx, id);
      await recordAudit(tx, actor, { action: 'delete', entity: menuEntity.name, entityId: id, before: { ...menu, roleIds }, after: null });
    }
  });
}

export const menuAdminService = crud;
