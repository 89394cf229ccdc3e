/** Sensitive-word lists: the generic CRUD's source. */
import { crudSource } from '../../core/crud/crud.repository';
import { sensitiveWords } from '../../db/schema';

export const sensitiveWordSource = crudSource(sensitiveWords);
