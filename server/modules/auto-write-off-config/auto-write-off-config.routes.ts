/** AutoWriteOffAmountConfig: one per merchant; the remainder is more than zero and at most KES 1,000. */
import { autoWriteOffConfigEntity } from '../../../common/entities/auto-write-off-config';
import { crudRoutes } from '../../core/crud/crud.routes';
import { assertRemainder, merchantSettingService } from '../after-loan-settings/merchant-setting';
import { autoWriteOffConfigSource } from './auto-write-off-config.repository';

export const autoWriteOffConfigRoutes = crudRoutes(autoWriteOffConfigEntity, merchantSettingService(autoWriteOffConfigEntity, autoWriteOffConfigSource, assertRemainder));
