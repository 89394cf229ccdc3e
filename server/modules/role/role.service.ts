/** Roles: number and name unique, login verification, user counts; a role users hold cannot be deleted. */
import { loginVerificationColumns, loginVerificationOf, roleEntity, type LoginVerification } from '../../../common/entities/role';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict } from '../../core/errors';
import { countUsersByRole, roleSource, type RoleRecord } from './role.repository';

type Row = Record<string, unknown>;

export const roleService = createCrudService({
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
