/** Staff routes of the four screens and their choices, and the supermarket's open API for the customer apps. */
import { z } from 'zod';
import { APP_PLATFORMS } from '../../../common/app-content/apps';
import {
  PLATFORM_CODE, reviewDataEntity, SUPERMARKET_OPTION_URLS as URLS, supermarketPlatformEntity, supermarketRecommendEntity, supermarketVipLevelEntity,
} from '../../../common/entities/loan-supermarket';
import { viewCode } from '../../../common/routes';
import { PHONE_PATTERN } from '../../../common/validators';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { notFound } from '../../core/errors';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { appRoute } from '../app-content/app-auth';
import { listAppOptions } from '../app-content/app-content.repository';
import { levelOptions, productOptions } from './loan-supermarket.repository';
import { reviewDataService, supermarketPlatformService, supermarketRecommendService, supermarketVipLevelService } from './loan-supermarket.service';
import { platformListing, recommendationsFor, reviewOf, vipOf } from './open.service';

const view = (...entities: { screen: string }[]) => needs(...entities.map((e) => viewCode(e.screen)));

export const staffRoutes: RouteDef[] = [
  route({ method: 'GET', url: URLS.apps, access: view(supermarketPlatformEntity), handler: async (ctx) => listAppOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))) }),
  route({ method: 'GET', url: URLS.reviewApps, access: view(reviewDataEntity), handler: async (ctx) => listAppOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))) }),
  route({ method: 'GET', url: URLS.products, access: view(supermarketRecommendEntity, supermarketPlatformEntity), handler: ({ deps }) => productOptions(deps.db) }),
  route({ method: 'GET', url: URLS.levels, access: view(supermarketRecommendEntity), handler: ({ deps }) => levelOptions(deps.db) }),
  ...crudRoutes(supermarketPlatformEntity, supermarketPlatformService),
  ...crudRoutes(supermarketVipLevelEntity, supermarketVipLevelService),
  ...crudRoutes(supermarketRecommendEntity, supermarketRecommendService),
  ...crudRoutes(reviewDataEntity, reviewDataService),
];

const build = {
  platform: z.enum(APP_PLATFORMS).optional(),
  versionCode: z.coerce.number().int().min(0).max(999_999_999).optional(),
};
const customer = { phone: z.string().trim().regex(PHONE_PATTERN, 'validation.phone') };

export const openRoutes: RouteDef[] = [
  appRoute({ method: 'GET', url: 'supermarket/vip', query: z.object(customer), handler: ({ deps, query }, app) => vipOf(deps, app, query.phone) }),
  appRoute({
    method: 'GET', url: 'supermarket/recommendations', query: z.object({ ...customer, ...build }),
    handler: ({ deps, query }, app) => recommendationsFor(deps, app, query.phone, query),
  }),
  appRoute({ method: 'GET', url: 'supermarket/review', query: z.object(build), handler: ({ deps, query }, app) => reviewOf(deps, app, query) }),
  appRoute({
    method: 'GET', url: 'supermarket/platforms/:platformCode/products',
    handler: async ({ deps, params }, app) => {
      if (!PLATFORM_CODE.test(params.platformCode ?? '')) throw notFound();
      return platformListing(deps, app, params.platformCode);
    },
  }),
];
