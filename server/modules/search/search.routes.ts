/**
 * search/records: the command palette's record search; each kind is gated inside by the screen it opens in.
 * search/recent and search/opened: the user's own recent records and searches (nothing of anyone else's).
 */
import { recordOpenedBody, recordSearchQuery } from '../../../common/search/records';
import { signedIn } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { recentFor, recordOpened } from './recent.service';
import { searchRecords } from './search.service';

export const searchRoutes = [
  route({
    method: 'GET', url: 'search/records', access: signedIn, query: recordSearchQuery,
    handler: (ctx) => searchRecords(ctx.deps, requireSession(ctx), ctx.query.q),
  }),
  route({
    method: 'GET', url: 'search/recent', access: signedIn,
    handler: (ctx) => recentFor(ctx.deps, requireSession(ctx)),
  }),
  route({
    method: 'POST', url: 'search/opened', access: signedIn, body: recordOpenedBody,
    handler: (ctx) => recordOpened(ctx.deps, requireSession(ctx), ctx.body),
  }),
];
