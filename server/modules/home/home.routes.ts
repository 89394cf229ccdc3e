import { signedIn } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { findRecentActivity } from '../audit/audit.repository';
import { profile } from '../auth/account.service';
import { countUnread } from '../outbox/outbox.repository';
import { HOME_FIGURES_URL } from '../../../common/home-figures';
import { homeFigures } from './figures.service';

const RECENT_ACTIVITY = 8;

/** Home: who the user is, their unread messages, their own latest recorded actions and the figures of their work. */
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
  /** Open to every signed-in user: the service gives only the figures whose lists the caller may open. */
  route({
    method: 'GET', url: HOME_FIGURES_URL, access: signedIn,
    handler: async (ctx) => homeFigures(ctx.deps, requireSession(ctx)),
  }),
];
