/** TelemarketingSystem/ImportRecord. */
import type { RouteDef } from '../../core/route';
import { telemarketingImportRoutes } from './telemarketing-import.routes';

export const routes: readonly RouteDef[] = telemarketingImportRoutes;
