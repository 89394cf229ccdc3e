/** What the allocate dialog was opened for: the selected rows of one state, or everything the filter matches. */
import type { ManualAllocationAction } from '../../../../common/orders/order-allocation';
import type { OrderFilterParams } from '../../../components/orders';

export type AllocationRequest =
  | { kind: 'selected'; action: ManualAllocationAction; orderIds: number[] }
  | { kind: 'filtered'; filter: OrderFilterParams };
