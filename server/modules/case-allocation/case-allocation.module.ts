/** CollectionSystem/CaseAllocation, CollectionSystemNew/CaseAllocationNew and CaseAllocationMerge; OutCollectionList (-New). */
import { handleOffShift } from '../../core/off-shift';
import type { RouteDef } from '../../core/route';
import { caseAllocationRoutes } from './case-allocation.routes';
import { returnCasesOfOffShift } from './off-shift-return';

export const routes: readonly RouteDef[] = caseAllocationRoutes;

// Schedules drive work: a collector taken off shift today has their cases handled by the team's policy.
handleOffShift('cases', returnCasesOfOffShift);
