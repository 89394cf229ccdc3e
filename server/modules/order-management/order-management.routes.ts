/** OrderManagement and OrderManagementAbridgment: the order list with every filter, and its xlsx export. */
import { ORDER_MANAGEMENT_SCREENS, type OrderManagementScreen } from '../../../common/orders/order-management';
import { orderFilterSchema, orderListQuerySchema } from '../../../common/orders/order-query';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route, type RouteDef } from '../../core/route';
import { exactOrderTotal, listOrders, splitPage } from '../order/order-list.service';
import { prepareExport } from './order-management.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fieldLabel = (field: string) => `order:fields.${field}`;
const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/\D/g, '');

const routesOf = (name: OrderManagementScreen): RouteDef[] => {
  const screen = ORDER_MANAGEMENT_SCREENS[name];
  return [
    route({
      method: 'GET', url: `${name}/list`, access: needs(viewCode(screen)), query: orderListQuerySchema, fieldLabel,
      handler: (ctx) => {
        const { filter, page } = splitPage(ctx.query);
        return listOrders(ctx.deps, requireSession(ctx).userId, filter, page);
      },
    }),
    route({
      // After a list answered an estimated total ("about n"), the exact figure, however long it takes.
      method: 'GET', url: `${name}/exactTotal`, access: needs(viewCode(screen)), query: orderFilterSchema, fieldLabel,
      handler: async (ctx) => ({ total: await exactOrderTotal(ctx.deps, requireSession(ctx).userId, ctx.query) }),
    }),
    route({
      method: 'GET', url: `${name}/export`, access: needs(actionCode(screen, 'export')), query: orderFilterSchema, fieldLabel, raw: true,
      handler: async (ctx) => {
        const prepared = await prepareExport(ctx.deps, requireSession(ctx), ctx.actor, name, ctx.query, ctx.language);
        return ctx.reply
          .header('Content-Type', XLSX)
          .header('Content-Disposition', `attachment; filename="${name}-${stamp(ctx.deps.now())}.xlsx"`)
          .header('X-Export-Rows', String(prepared.rows))
          .send(prepared.start());
      },
    }),
  ];
};

export const orderManagementRoutes = [...routesOf('orderManagement'), ...routesOf('orderManagementAbridgment')];
