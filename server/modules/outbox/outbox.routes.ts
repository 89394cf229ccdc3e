import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/constants';
import { messageFilterSchema } from '../../../common/messages';
import { actionCode } from '../../../common/routes';
import { SMS_RECEIPT_URL, SMS_RECEIPTS_LIST_URL, smsReceiptBody } from '../../../common/contact/sms-receipt';
import { publicAccess, signedIn } from '../../core/access';
import { notFound } from '../../core/errors';
import { wholeReachScope } from '../../core/merchant-scope';
import { requireSession, route } from '../../core/route';
import { countUnread, listOutbox, markRead, messageOwner } from './outbox.repository';
import { listMessageReceipts } from './sms-receipt.repository';
import { receiveSmsReceipt } from './sms-receipt.service';

const VIEW_ALL = actionCode('WarningNotify', 'viewAll');

export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/**
 * The message centre: each user sees what was sent to them; holders of WarningNotify:viewAll see the outbox of
 * their merchants (the whole outbox for head office).
 */
export const outboxRoutes = [
  // A real SMS provider's signed delivery receipt (open: verified by the provider's signature).
  route({
    method: 'POST', url: SMS_RECEIPT_URL, access: publicAccess,
    handler: ({ deps, request, params }) => {
      const parsed = smsReceiptBody.safeParse(request.body);
      return receiveSmsReceipt(deps, params.provider ?? '', request.body, parsed.success ? parsed.data : null, request.headers as Record<string, unknown>);
    },
  }),
  route({
    method: 'GET', url: 'message/list', access: signedIn,
    query: pageQuery.extend(messageFilterSchema.shape),
    handler: async (ctx) => {
      const session = requireSession(ctx);
      const all = ctx.query.scope === 'all' && session.codes.has(VIEW_ALL);
      const { current, size, channel } = ctx.query;
      const filter = all ? { scope: await wholeReachScope(ctx.deps.db, session) } : { recipientUserId: session.userId };
      const page = await listOutbox(ctx.deps.db, { ...filter, channel }, (current - 1) * size, size);
      return { ...page, current, size };
    },
  }),
  // A message's delivery receipts (the message centre's drawer): one's own message, or any with WarningNotify:viewAll.
  route({
    method: 'GET', url: SMS_RECEIPTS_LIST_URL, access: signedIn,
    query: pageQuery.extend({ outboxId: z.coerce.number().int().positive() }),
    handler: async (ctx) => {
      const session = requireSession(ctx);
      const { outboxId, current, size } = ctx.query;
      const owner = await messageOwner(ctx.deps.db, outboxId, await wholeReachScope(ctx.deps.db, session));
      if (!owner || (owner.recipientUserId !== session.userId && !(session.codes.has(VIEW_ALL) && owner.inScope))) throw notFound();
      return { ...(await listMessageReceipts(ctx.deps.db, outboxId, (current - 1) * size, size)), current, size };
    },
  }),
  route({
    method: 'GET', url: 'message/unreadCount', access: signedIn,
    handler: async (ctx) => ({ unread: await countUnread(ctx.deps.db, requireSession(ctx).userId) }),
  }),
  route({
    method: 'POST', url: 'message/read', access: signedIn,
    body: z.object({ ids: z.array(z.number().int().positive()).max(500) }),
    handler: async (ctx) => { await markRead(ctx.deps.db, requireSession(ctx).userId, ctx.body.ids, ctx.deps.now()); },
  }),
];
