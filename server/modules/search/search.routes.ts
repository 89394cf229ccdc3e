/** search/records: the command palette's record search; each kind is gated inside by the screen it opens in. */
import { recordSearchQuery } from '../../../common/search/records';
import { signedIn } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { searchRecords } from './search.service';

export const searchRoutes = [
  route({
    method: 'GET', url: 'search/records', access: signedIn, query: recordSearchQuery,
    handler: (ctx) => searchRecords(ctx.deps, requireSession(ctx), ctx.query.q),
  }),
];
