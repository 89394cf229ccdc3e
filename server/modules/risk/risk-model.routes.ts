/** RiskControlModel: the models, and their levels (changing a level is changing its model: the "update" code). */
import { riskModelEntity, riskModelLevelEntity } from '../../../common/entities/risk-model';
import { actionCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import type { RouteDef } from '../../core/route';
import { riskModelLevelService, riskModelService } from './risk-model.service';

const updating = needs(actionCode(riskModelEntity.screen, 'update'));

export const riskModelRoutes: RouteDef[] = [
  ...crudRoutes(riskModelEntity, riskModelService),
  ...crudRoutes(riskModelLevelEntity, riskModelLevelService).map((r) => (r.method === 'GET' ? r : { ...r, access: updating })),
];
