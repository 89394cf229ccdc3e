/** OperationSystem/SensitiveWordConfig. */
import { sensitiveWordEntity } from '../../../common/entities/sensitiveWord';
import { crudRoutes } from '../../core/crud/crud.routes';
import type { RouteDef } from '../../core/route';
import { sensitiveWordService } from './sensitive-word.service';

export const routes: readonly RouteDef[] = crudRoutes(sensitiveWordEntity, sensitiveWordService);
