/** AppVersionsManagement's "App credentials": the apps' keys and last use; rotating and revoking need `rotateSecret`. */
import { z } from 'zod';
import { APP_CREDENTIAL_URLS } from '../../../common/app-content/apps';
import { appVersionEntity } from '../../../common/entities/app-version';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { route } from '../../core/route';
import { listAppCredentials, revokePreviousSecret, rotateSecret } from './app-credentials.service';

const SCREEN = appVersionEntity.screen;
const ROTATE = actionCode(SCREEN, 'rotateSecret');
const appId = z.object({ id: z.number().int().positive() });

export const appCredentialRoutes = [
  route({ method: 'GET', url: APP_CREDENTIAL_URLS.list, access: needs(viewCode(SCREEN), ROTATE), handler: ({ deps }) => listAppCredentials(deps) }),
  route({ method: 'POST', url: APP_CREDENTIAL_URLS.rotate, access: needs(ROTATE), body: appId, handler: ({ deps, body, actor }) => rotateSecret(deps, actor, body.id) }),
  route({ method: 'POST', url: APP_CREDENTIAL_URLS.revoke, access: needs(ROTATE), body: appId, handler: ({ deps, body, actor }) => revokePreviousSecret(deps, actor, body.id) }),
];
