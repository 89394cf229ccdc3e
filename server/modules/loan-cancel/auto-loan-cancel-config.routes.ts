/** AutomaticLoanCancelConfig: one per merchant; the hours an approved order may wait (1..720) come from the declaration. */
import { autoLoanCancelConfigEntity } from '../../../common/entities/auto-loan-cancel-config';
import { crudRoutes } from '../../core/crud/crud.routes';
import { merchantSettingService } from '../after-loan-settings/merchant-setting';
import { autoLoanCancelConfigSource } from './auto-loan-cancel.repository';

export const autoLoanCancelConfigRoutes = crudRoutes(autoLoanCancelConfigEntity, merchantSettingService(autoLoanCancelConfigEntity, autoLoanCancelConfigSource));
