import { z } from 'zod';
import { VALIDATION_MESSAGES as V } from '../../../common/validators';
import { signedIn, signedInDuringPasswordChange } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { userMenus } from '../menu/menu.service';
import { changePassword, confirmSelfMfa, profile, signOut, startSelfMfa } from './account.service';

const passwordField = z.string({ message: V.passwordRequired }).min(1, V.passwordRequired).max(128, V.password);

export const accountRoutes = [
  route({
    method: 'POST', url: 'user/signOut', access: signedInDuringPasswordChange,
    handler: async (ctx) => { await signOut(ctx.deps, requireSession(ctx), ctx.actor); },
  }),
  route({
    method: 'POST', url: 'changePwd', access: signedInDuringPasswordChange,
    body: z.object({ oldPassword: passwordField, newPassword: passwordField, confirmPassword: passwordField }),
    handler: async (ctx) => { await changePassword(ctx.deps, requireSession(ctx), ctx.body, ctx.actor); },
  }),
  route({
    method: 'GET', url: 'findMenusTreeByUserNo', access: signedInDuringPasswordChange,
    handler: (ctx) => userMenus(ctx.deps, requireSession(ctx).userId),
  }),
  route({
    method: 'GET', url: 'user/info', access: signedInDuringPasswordChange,
    handler: (ctx) => profile(ctx.deps, requireSession(ctx)),
  }),
  route({
    // The answer is a new TOTP secret: never stored as a replayable answer (route.ts, replay).
    method: 'POST', url: 'user/mfa/setup', access: signedIn, replay: false,
    handler: (ctx) => startSelfMfa(requireSession(ctx)),
  }),
  route({
    method: 'POST', url: 'user/mfa/bind', access: signedIn,
    body: z.object({ secret: z.string().min(16).max(64), code: z.string().trim().min(1, 'auth.codeRequired').max(12) }),
    handler: async (ctx) => { await confirmSelfMfa(ctx.deps, requireSession(ctx), ctx.body.secret, ctx.body.code, ctx.actor); },
  }),
];
