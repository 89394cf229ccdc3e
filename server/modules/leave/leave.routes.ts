import { z } from 'zod';
import { signedIn } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { pageQuery } from '../outbox/outbox.routes';
import { listLeave } from './leave.repository';
import { applyLeave, cancelLeave } from './leave.service';

const instant = z.coerce.date({ message: 'validation.required' });

export const leaveRoutes = [
  route({
    method: 'POST', url: 'leave/apply', access: signedIn,
    body: z.object({ startAt: instant, endAt: instant, reason: z.string().trim().max(200, 'validation.tooLong').optional() }),
    handler: (ctx) => applyLeave(ctx.deps, requireSession(ctx).userId, ctx.body, ctx.actor),
  }),
  route({
    method: 'GET', url: 'leave/mine', access: signedIn, query: pageQuery,
    handler: async (ctx) => {
      const { current, size } = ctx.query;
      return { ...(await listLeave(ctx.deps.db, requireSession(ctx).userId, (current - 1) * size, size)), current, size };
    },
  }),
  route({
    method: 'POST', url: 'leave/cancel', access: signedIn, body: z.object({ id: z.number().int().positive() }),
    handler: async (ctx) => { await cancelLeave(ctx.deps, requireSession(ctx).userId, ctx.body.id, ctx.actor); },
  }),
];
