import { tmActivityEntity } from '../../../common/entities/tm-activity';
import { crudRoutes } from '../../core/crud/crud.routes';
import { tmActivityService } from './tm-activity.service';

export const tmActivityRoutes = crudRoutes(tmActivityEntity, tmActivityService);
