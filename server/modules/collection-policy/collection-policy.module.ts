/** CollectionSystem/CollectLevelDevisionPolicy (level bands, conduct rules) and PreReminderCaseDivisionPolicy. */
import type { RouteDef } from '../../core/route';
import { collectionPolicyRoutes } from './collection-policy.routes';

export const routes: readonly RouteDef[] = collectionPolicyRoutes;
