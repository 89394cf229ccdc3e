import { z } from 'zod';
import { actionCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { route } from '../../core/route';
import { freezeUser, resetMfa, resetPassword, unfreezeUser } from './user-access.service';

const SCREEN = 'UserSystem/UserManagement';
const userIdBody = z.object({ userId: z.coerce.number().int().positive('users.notFound') });

export const userAccessRoutes = [
  route({
    method: 'POST', url: 'user/frozen', access: needs(actionCode(SCREEN, 'freeze')), body: userIdBody,
    handler: async ({ deps, body, actor }) => { await freezeUser(deps, body.userId, actor); },
  }),
  route({
    method: 'POST', url: 'user/unfrozen', access: needs(actionCode(SCREEN, 'unfreeze')), body: userIdBody,
    handler: async ({ deps, body, actor }) => { await unfreezeUser(deps, body.userId, actor); },
  }),
  route({
    method: 'POST', url: 'user/resetPwd', access: needs(actionCode(SCREEN, 'resetPwd')), body: userIdBody,
    handler: ({ deps, body, actor }) => resetPassword(deps, body.userId, actor),
  }),
  route({
    method: 'POST', url: 'user/resetMFA', access: needs(actionCode(SCREEN, 'resetMFA')), body: userIdBody,
    handler: async ({ deps, body, actor }) => { await resetMfa(deps, body.userId, actor); },
  }),
];
