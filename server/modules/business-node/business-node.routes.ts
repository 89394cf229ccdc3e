import { businessNodeEntity } from '../../../common/entities/businessNode';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route, type RouteDef } from '../../core/route';
import { appOptions, nodeOptions } from './business-node.repository';
import { businessNodeService } from './business-node.service';

const FORMS = needs(viewCode('OperationSystem/BusinessNode'), viewCode('OperationSystem/MessageTemplateConfiguration'));

export const businessNodeRoutes: RouteDef[] = [
  ...crudRoutes(businessNodeEntity, businessNodeService),
  route({ method: 'GET', url: 'businessNode/options/nodes', access: FORMS, handler: ({ deps }) => nodeOptions(deps.db) }),
  route({ method: 'GET', url: 'businessNode/options/apps', access: FORMS, handler: ({ deps }) => appOptions(deps.db) }),
];
