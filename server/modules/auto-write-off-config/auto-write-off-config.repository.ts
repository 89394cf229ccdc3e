/** AutoWriteOffAmountConfig rows, for the generic CRUD. */
import { crudSource } from '../../core/crud/crud.repository';
import { autoWriteOffConfigs } from '../../db/schema';

export const autoWriteOffConfigSource = crudSource(autoWriteOffConfigs);
