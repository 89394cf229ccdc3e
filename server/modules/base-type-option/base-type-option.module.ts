/** TelemarketingSystem/BaseTypeOption: the editable option lists (plain CRUD; code unique within its type). */
import { baseTypeOptionEntity } from '../../../common/entities/base-type-option';
import { crudRoutes } from '../../core/crud/crud.routes';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import type { RouteDef } from '../../core/route';
import { baseTypeOptionSource } from './base-type-option.repository';

export const baseTypeOptionService = createCrudService({
  entity: baseTypeOptionEntity,
  source: baseTypeOptionSource,
  merchantScope: notMerchantScoped('telemarketing option lists shared by all merchants'),
  unique: [{ fields: ['optionType', 'code'], message: 'validation.duplicateCode' }],
});

export const routes: readonly RouteDef[] = crudRoutes(baseTypeOptionEntity, baseTypeOptionService);
