/** TelemarketingSystem/TeleMarketingBlackList. Others check a number with isTelemarketingBlacklisted. */
import { tmBlacklistEntity } from '../../../common/entities/tm-blacklist';
import { crudRoutes } from '../../core/crud/crud.routes';
import type { RouteDef } from '../../core/route';
import { tmBlacklistService } from './telemarketing-blacklist.service';

export const routes: readonly RouteDef[] = crudRoutes(tmBlacklistEntity, tmBlacklistService);
