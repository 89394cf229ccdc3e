/** customerManage (CustomerServiceSystem/CustomerManage): the customer list and the customer 360. Reads only. */
import { CUSTOMER_MANAGE_SCREEN, customerIdQuerySchema } from '../../../common/customers/customer-manage';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { customerList } from './customer-manage.repository';
import { customerView, listCustomers } from './customer-manage.service';

const fieldLabel = (field: string) => `customerManage:fields.${field}`;
const access = needs(viewCode(CUSTOMER_MANAGE_SCREEN));

export const customerManageRoutes = [
  route({
    method: 'GET', url: 'customerManage/list', access, query: customerList.query, fieldLabel,
    handler: (ctx) => listCustomers(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'customerManage/detail', access, query: customerIdQuerySchema, fieldLabel,
    handler: (ctx) => customerView(ctx.deps, requireSession(ctx), ctx.query.customerId),
  }),
];
