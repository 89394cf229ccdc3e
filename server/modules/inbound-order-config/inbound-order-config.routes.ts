import { INBOUND_MERCHANTS_URL, inboundOrderConfigEntity } from '../../../common/entities/inbound-order-config';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route } from '../../core/route';
import { merchantChoices } from './inbound-order-config.repository';
import { inboundOrderConfigService } from './inbound-order-config.service';

export const inboundOrderConfigRoutes = [
  ...crudRoutes(inboundOrderConfigEntity, inboundOrderConfigService),
  route({ method: 'GET', url: INBOUND_MERCHANTS_URL, access: needs(viewCode(inboundOrderConfigEntity.screen)), handler: (ctx) => merchantChoices(ctx.deps.db) }),
];
