/**
 * Order states (spec 4, Orders and loans) with the ORDER_STATUS dictionary values, and every legal move.
 * The server refuses any change not listed here; the screens offer only the moves listed here.
 */
export const ORDER_STATUS = {
  toBeAllocated: 10,
  pendingReview: 20,
  pendingDisbursement: 30,
  machineRefused: 40,
  approvalRejected: 50,
  disbursed: 60,
  cancelled: 70,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const S = ORDER_STATUS;

/** Each action, the states it may start from and the state it leads to. */
export const ORDER_ACTIONS = {
  machinePass: { from: [], to: S.toBeAllocated },
  machineRefuse: { from: [], to: S.machineRefused },
  allocate: { from: [S.toBeAllocated], to: S.pendingReview },
  reallocate: { from: [S.pendingReview], to: S.pendingReview },
  approve: { from: [S.pendingReview], to: S.pendingDisbursement },
  reject: { from: [S.pendingReview], to: S.approvalRejected },
  retrieveToAllocation: { from: [S.pendingReview, S.pendingDisbursement, S.machineRefused, S.approvalRejected], to: S.toBeAllocated },
  retrieveToReview: { from: [S.pendingDisbursement, S.approvalRejected], to: S.pendingReview },
  reReview: { from: [S.approvalRejected], to: S.pendingReview },
  disburse: { from: [S.pendingDisbursement], to: S.disbursed },
  cancel: { from: [S.pendingDisbursement], to: S.cancelled },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export type OrderAction = keyof typeof ORDER_ACTIONS;

export const canApply = (action: OrderAction, status: number) =>
  (ORDER_ACTIONS[action].from as readonly number[]).includes(status);

/** Machine-review retrieval: the earlier states an order may be sent back to, and the action that does it. */
export const RETRIEVAL_TARGETS = {
  [S.toBeAllocated]: 'retrieveToAllocation',
  [S.pendingReview]: 'retrieveToReview',
} as const satisfies Partial<Record<OrderStatus, OrderAction>>;

export type RetrievalTarget = keyof typeof RETRIEVAL_TARGETS;
