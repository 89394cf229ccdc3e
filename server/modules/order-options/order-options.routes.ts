/** GET orders/options/{merchants|products|auditors}: the order filters' choices, as [{label, value}], in the caller's merchant scope. */
import { z } from 'zod';
import { ORDER_OPTION_KINDS } from '../../../common/orders/order-options';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { merchantScopeOf } from '../order/order-scope';
import { auditorOptions, merchantOptions, productOptions } from './order-options.repository';

/** Every screen with an order list. */
const ORDER_LIST_SCREENS = ['AuditSystem/OrderAllocation', 'AuditSystem/MyAudit', 'AuditSystem/OrderManagement',
  'AuditSystem/OrderManagementAbridgment', 'AuditSystem/MachineReviewRetrieval', 'AuditSystem/RejectOrderReview',
  'AuditSystem/RejectOrderReviewConfig'];

const sources = { merchants: merchantOptions, products: productOptions, auditors: auditorOptions };

export const orderOptionsRoutes = [
  route({
    method: 'GET', url: 'orders/options/:kind', access: needs(...ORDER_LIST_SCREENS.map(viewCode)),
    handler: async (ctx) => {
      const kind = z.enum(ORDER_OPTION_KINDS).parse(ctx.params.kind);
      const scope = await merchantScopeOf(ctx.deps.db, requireSession(ctx).userId);
      return sources[kind](ctx.deps.db, scope);
    },
  }),
];
