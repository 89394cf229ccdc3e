import { crudSource } from '../../core/crud/crud.repository';
import { baseTypeOptions } from '../../db/schema';

export const baseTypeOptionSource = crudSource(baseTypeOptions);
