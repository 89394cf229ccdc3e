/** CollectionSystem/MyCollection, CollectionSystemNew/MyCollectionNew and collectionMerge: the collector's workbench. */
import type { RouteDef } from '../../core/route';
import { myCollectionRoutes } from './my-collection.routes';

export const routes: readonly RouteDef[] = myCollectionRoutes;
