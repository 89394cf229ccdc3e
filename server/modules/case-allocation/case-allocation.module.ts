/** CollectionSystem/CaseAllocation, CollectionSystemNew/CaseAllocationNew and CaseAllocationMerge; OutCollectionList (-New). */
import type { RouteDef } from '../../core/route';
import { caseAllocationRoutes } from './case-allocation.routes';

export const routes: readonly RouteDef[] = caseAllocationRoutes;
