/** RejectOrderReviewConfig rows (re_review_configs), for the generic CRUD. */
import { crudSource } from '../../core/crud/crud.repository';
import { reReviewConfigs } from '../../db/schema';

export const reReviewConfigSource = crudSource(reReviewConfigs);
