/** TelemarketingSystem/ListLibraryManagement and AbandonedListLibraryManagement. */
import type { RouteDef } from '../../core/route';
import { telemarketingListRoutes } from './telemarketing-list.routes';

export const routes: readonly RouteDef[] = telemarketingListRoutes;
