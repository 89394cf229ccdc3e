/** CollectionSystem/CollectionPersonnel and CollectionSystemNew/CollectionPersonnelNew. */
import type { RouteDef } from '../../core/route';
import { collectionPersonnelRoutes } from './collection-personnel.routes';

export const routes: readonly RouteDef[] = collectionPersonnelRoutes;
