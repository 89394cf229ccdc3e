import { announcementEntity } from '../../../common/entities/announcement';
import { appContentEntity } from '../../../common/entities/app-content';
import { appVersionEntity } from '../../../common/entities/app-version';
import { launchScreenEntity } from '../../../common/entities/launch-screen';
import { sensitiveFieldEntity } from '../../../common/entities/sensitive-field';
import { serviceHotlineEntity } from '../../../common/entities/service-hotline';
import { supermarketProductEntity } from '../../../common/entities/supermarket-product';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { forgetMaskRules } from '../../core/mask-rules';
import { sessionMerchantScope } from '../../core/merchant-scope';
import { requireSession, route, type RouteDef } from '../../core/route';
import { listAppOptions } from './app-content.repository';
import { announcementService, appContentService, appVersionService, launchScreenService, sensitiveFieldService, serviceHotlineService, supermarketProductService } from './config.services';

const APP_SCREENS = ['AppVersionsManagement', 'AnnouncementManagement', 'LaunchManagement', 'AppContentManagement', 'CustomerServiceHotlineManagement', 'VerificationCodeManagement']
  .map((s) => viewCode(`OperationSystem/${s}`));

export const configRoutes = [
  route({ method: 'GET', url: 'appVersion/apps', access: needs(...APP_SCREENS), handler: async (ctx) => listAppOptions(ctx.deps.db, await sessionMerchantScope(ctx.deps.db, requireSession(ctx))) }),
  ...crudRoutes(appVersionEntity, appVersionService),
  ...crudRoutes(announcementEntity, announcementService),
  ...crudRoutes(launchScreenEntity, launchScreenService),
  ...crudRoutes(appContentEntity, appContentService),
  ...crudRoutes(serviceHotlineEntity, serviceHotlineService),
  ...crudRoutes(supermarketProductEntity, supermarketProductService),
  ...crudRoutes(sensitiveFieldEntity, sensitiveFieldService).map(afterWriteReloadMasking),
];

/** A committed change to SensitiveInfoConfig applies on this server at once, on others within MASK_RULES_TTL_MS. */
function afterWriteReloadMasking(def: RouteDef): RouteDef {
  if (def.method === 'GET') return def;
  return { ...def, handler: async (ctx) => { const result = await def.handler(ctx); forgetMaskRules(); return result; } };
}
