/** Roles: number and name unique, login verification, user counts; a role users hold cannot be deleted. */
import { loginVerificationColumns, loginVerificationOf, roleEntity, type LoginVerification } from '../../../common/entities/role';
import { actorOf, type Caller } from '../../core/access';
import { createCrudService, type CrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import type { Deps } from '../../core/deps';
import { conflict } from '../../core/errors';
import { findRoleReaches } from './grant.repository';
import { assertRoleWithin, granterOf, refused } from './grant.service';
import { countUsersByRole, findRole, roleSource, type RoleRecord } from './role.repository';

type Row = Record<string, unknown>;

const crud = createCrudService({
  entity: roleEntity,
  source: roleSource,
  merchantScope: notMerchantScoped('Roles are shared by every merchant; who may hold them is the user\'s merchant scope.'),
  unique: [
    { fields: ['roleNo'], message: 'role:duplicateNo' },
    { fields: ['roleName'], message: 'role:duplicateName' },
  ],
  hooks: {
    async prepare(_tx, input) {
      const { loginVerification, ...values } = input;
      // A remark sent empty arrives as undefined and means "clear it".
      if ('remark' in values && values.remark === undefined) values.remark = null;
      if (loginVerification) Object.assign(values, loginVerificationColumns(loginVerification as LoginVerification));
      return values;
    },
    async beforeDelete(tx, row) {
      const users = (await countUsersByRole(tx, [row.id as number])).get(row.id as number) ?? 0;
      if (users > 0) throw conflict('role:inUse', { name: String(row.roleName), count: users });
    },
    async present(db, rows) {
      const users = await countUsersByRole(db, rows.map((r) => r.id as number));
      return rows.map((row): Row => ({
        ...row,
        loginVerification: loginVerificationOf(row as unknown as RoleRecord),
        userCount: users.get(row.id as number) ?? 0,
      }));
    },
  },
});

/**
 * Editing or deleting a role wider than the caller is refused (it could lower the sign-in checks of a role
 * the caller cannot hold), and so is changing the sign-in verification of a role the caller holds. Checked
 * before the kit's own transaction; a role's menus cannot change in between without a grant of their own.
 */
async function assertEditable(deps: Deps, caller: Caller, roleIds: readonly number[], input: Row | null) {
  const granter = await granterOf(deps.db, actorOf(caller));
  for (const role of await findRoleReaches(deps.db, roleIds)) {
    assertRoleWithin(granter, role);
    if (!input?.loginVerification || !granter.roleIds.has(role.id)) continue;
    const current = await findRole(deps.db, role.id);
    if (current && loginVerificationOf(current) !== input.loginVerification) throw refused('role:grant.ownVerification');
  }
}

export const roleService: CrudService = {
  ...crud,
  async update(deps, id, input, caller) {
    await assertEditable(deps, caller, [id], input);
    return crud.update(deps, id, input, caller);
  },
  async remove(deps, ids, caller) {
    await assertEditable(deps, caller, ids, null);
    return crud.remove(deps, ids, caller);
  },
};
