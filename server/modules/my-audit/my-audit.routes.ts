/** MyAudit: GET myAudit/list (the caller's orders), myAudit/summary and myAudit/follows?orderId=. */
import { z } from 'zod';
import { myAuditQuerySchema } from '../../../common/orders/my-audit';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { listMyOrders, myOrderFollows, mySummary } from './my-audit.service';

const viewing = needs(viewCode('AuditSystem/MyAudit'));
const fieldLabel = (field: string) => (field === 'nextCallDue' ? 'myAudit:filters.nextCallDue' : `order:fields.${field}`);

export const myAuditRoutes = [
  route({
    method: 'GET', url: 'myAudit/list', access: viewing, query: myAuditQuerySchema, fieldLabel,
    handler: (ctx) => listMyOrders(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
  route({
    method: 'GET', url: 'myAudit/summary', access: viewing,
    handler: (ctx) => mySummary(ctx.deps, requireSession(ctx).userId),
  }),
  route({
    method: 'GET', url: 'myAudit/follows', access: viewing, query: z.object({ orderId: z.coerce.number().int().positive() }),
    handler: (ctx) => myOrderFollows(ctx.deps, requireSession(ctx).userId, ctx.query.orderId),
  }),
];
