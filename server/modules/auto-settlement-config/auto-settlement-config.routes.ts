/** AutoSettlementConfig: one per merchant; the remainder is more than zero and at most KES 1,000. */
import { autoSettlementConfigEntity } from '../../../common/entities/auto-settlement-config';
import { crudRoutes } from '../../core/crud/crud.routes';
import { assertRemainder, merchantSettingService } from '../after-loan-settings/merchant-setting';
import { autoSettlementConfigSource } from './auto-settlement-config.repository';

export const autoSettlementConfigRoutes = crudRoutes(autoSettlementConfigEntity, merchantSettingService(autoSettlementConfigEntity, autoSettlementConfigSource, assertRemainder));
