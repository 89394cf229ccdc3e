/** The open API of the customer apps (docs/api.md, "App open API"). */
import { z } from 'zod';
import { APP_PLATFORMS, CODE_PURPOSES, CONTENT_CODES, CONTENT_LANGUAGES } from '../../../common/app-content/apps';
import { PHONE_PATTERN } from '../../../common/validators';
import { appRoute } from './app-auth';
import { announcementsOf, checkVersion, contentOf, hotlinesOf, launchContent, supermarketProducts } from './open.service';
import { issueCode, verifyCode } from './verification.service';

const codeRequest = z.object({ phone: z.string().trim().regex(PHONE_PATTERN, 'validation.phone'), purpose: z.enum(CODE_PURPOSES) });

export const openRoutes = [
  appRoute({
    method: 'GET', url: 'version',
    query: z.object({ platform: z.enum(APP_PLATFORMS), versionCode: z.coerce.number().int().min(0).max(999_999_999) }),
    handler: ({ deps, query }, app) => checkVersion(deps, app.appCode, query.platform, query.versionCode),
  }),
  appRoute({ method: 'GET', url: 'launch', handler: ({ deps }, app) => launchContent(deps, app.appCode) }),
  appRoute({ method: 'GET', url: 'announcements', handler: ({ deps }, app) => announcementsOf(deps, app.appCode) }),
  appRoute({
    method: 'GET', url: 'content/:code', query: z.object({ language: z.enum(CONTENT_LANGUAGES).default('en') }),
    handler: ({ deps, params, query }, app) => contentOf(deps, app.appCode, z.enum(CONTENT_CODES).parse(params.code), query.language),
  }),
  appRoute({ method: 'GET', url: 'hotlines', handler: ({ deps }, app) => hotlinesOf(deps, app.appCode) }),
  appRoute({
    method: 'GET', url: 'supermarket/products', query: z.object({ customerType: z.enum(['new', 'old']).optional() }),
    handler: ({ deps, query }) => supermarketProducts(deps, query.customerType),
  }),
  appRoute({
    method: 'POST', url: 'verificationCode/send', body: codeRequest,
    handler: async ({ deps, body }, app) => {
      const { id: _id, ...sent } = await issueCode(deps, { appCode: app.appCode, ...body });
      return sent;
    },
  }),
  appRoute({
    method: 'POST', url: 'verificationCode/verify', body: codeRequest.extend({ code: z.string().regex(/^\d{6}$/, 'appContent:errors.codeFormat') }),
    handler: ({ deps, body }, app) => verifyCode(deps, { appCode: app.appCode, ...body }),
  }),
];
