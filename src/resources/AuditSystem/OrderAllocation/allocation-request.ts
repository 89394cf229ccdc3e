/** What the allocate dialog was opened for: the selected rows of one state, or everything the filter matches. */
import type { ManualAllocationAction } from '../../../../common/orders/order-allocation';
import type { OrderFilterParams } from '../../../components/orders';
import { ALL_LISTS } from '../../../hooks/usePost';

export type AllocationRequest =
  | { kind: 'selected'; action: ManualAllocationAction; orderIds: number[] }
  | { kind: 'filtered'; filter: OrderFilterParams };

/** The auditors to choose from, with today's load; an allocation changes the loads. */
export const ALLOCATION_AUDITORS_URL = 'orderAllocation/auditors';

/** What an allocation changes: the order lists and the auditors' loads (usePost). */
export const ALLOCATION_READS = [ALL_LISTS, ALLOCATION_AUDITORS_URL];
