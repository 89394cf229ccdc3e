/** CustomerServiceStaff: plain CRUD (audited by the kit); one agent row per user. */
import { csStaffEntity } from '../../../common/customer-service/staff';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { staffSource, userNames } from './staff.repository';

export const staffService = createCrudService({
  entity: csStaffEntity,
  source: staffSource,
  merchantScope: notMerchantScoped('customer-service seats of company users; which users an administrator reaches is user administration'),
  unique: [{ fields: ['userId'], message: 'customerService:errors.staffDuplicate' }],
  hooks: {
    /** Each agent's name, in one query per page. */
    async present(db, rows) {
      const names = await userNames(db, rows.map((r) => Number(r.userId)));
      return rows.map((r) => ({ ...r, realName: names.get(Number(r.userId)) ?? null }));
    },
  },
});
