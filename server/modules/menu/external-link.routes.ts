import { z } from 'zod';
import { EXTERNAL_LINK_REDEEM_URL, EXTERNAL_LINK_URL } from '../../../common/external-link';
import { publicAccess, signedIn } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { issueExternalLink, redeemExternalLink } from './external-link.service';

export const externalLinkRoutes = [
  // Any signed-in user, for a link in their own menu (the service checks the menu is theirs).
  route({
    method: 'POST', url: EXTERNAL_LINK_URL, access: signedIn,
    body: z.object({ menuId: z.number().int().positive(), origin: z.string().trim().url().max(200) }),
    handler: (ctx) => issueExternalLink(ctx.deps, requireSession(ctx), ctx.actor, { menuId: ctx.body.menuId, origin: ctx.body.origin, language: ctx.language }),
  }),
  // The external system's server (open: the one-time code is the credential).
  route({
    method: 'POST', url: EXTERNAL_LINK_REDEEM_URL, access: publicAccess,
    body: z.object({ code: z.string().trim().min(1, 'validation.required').max(100) }),
    handler: (ctx) => redeemExternalLink(ctx.deps, ctx.body.code, ctx.actor),
  }),
];
