import { languageEntity } from '../../../common/entities/language';
import { crudRoutes } from '../../core/crud/crud.routes';
import { languageService } from './language.service';

export const languageRoutes = crudRoutes(languageEntity, languageService);
