import { z } from 'zod';
import { APP_IMAGE_PREFIX, UPLOAD_URL } from '../../../common/app-content/upload';
import { actionCode } from '../../../common/routes';
import { needs, publicAccess } from '../../core/access';
import { notFound } from '../../core/errors';
import { route } from '../../core/route';
import { uploadImage } from './upload.service';

const UPLOADERS = ['OperationSystem/LaunchManagement', 'LoanSupermarketSystem/LoanSupermarketProductManagement']
  .flatMap((screen) => ['add', 'update'].map((a) => actionCode(screen, a)));

export const uploadRoutes = [
  route({
    method: 'POST', url: UPLOAD_URL, access: needs(...UPLOADERS), bodyLimit: 15 * 1024 * 1024,
    body: z.object({ fileName: z.string().trim().min(1).max(200), dataBase64: z.string().min(1), md5: z.string().regex(/^[a-fA-F0-9]{32}$/).optional() }),
    handler: ({ deps, body, actor }) => uploadImage(deps, body, actor),
  }),
  /** Launch screens and banners are public content: the apps and the back office load them by this address. */
  route({
    method: 'GET', url: 'noAuth/appImage/:name', access: publicAccess, raw: true,
    handler: async ({ deps, params, reply }) => {
      const name = params.name ?? '';
      const file = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/.test(name) ? await deps.files.get(`${APP_IMAGE_PREFIX}${name}`) : null;
      if (!file) throw notFound();
      return reply.header('content-type', file.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(file.bytes);
    },
  }),
];
