/** RejectOrderReviewConfig: CRUD of re_review_configs, one per merchant, refuse codes from the REFUSE_CODE dictionary. */
import { orderReviewConfigEntity } from '../../../common/entities/order-review-config';
import { crudRoutes } from '../../core/crud/crud.routes';
import { orderReviewConfigService } from './order-review-config.service';

export const orderReviewConfigRoutes = crudRoutes(orderReviewConfigEntity, orderReviewConfigService);
