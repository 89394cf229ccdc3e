import { signedIn } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { findRecentActivity } from '../audit/audit.repository';
import { profile } from '../auth/account.service';
import { countUnread } from '../outbox/outbox.repository';

const RECENT_ACTIVITY = 8;

/** Home: who the user is, their unread messages and their own latest recorded actions. */
export const homeRoutes = [
  route({
    method: 'GET', url: 'home/summary', access: signedIn,
    handler: async (ctx) => {
      const session = requireSession(ctx);
      const [me, unread, activity] = await Promise.all([
        profile(ctx.deps, session),
        countUnread(ctx.deps.db, session.userId),
        findRecentActivity(ctx.deps.db, session.userId, RECENT_ACTIVITY),
      ]);
      return { profile: me, unread, activity };
    },
  }),
];
