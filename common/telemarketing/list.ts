/** Telemarketing list libraries (issue 15, first half): the fixed choices shared by server and screens. */

/** Where an entry came from: an imported prospect list, or one of the app-funnel lists. */
export const TM_LIST_TYPES = ['imported', 'registeredNotApplied', 'rejected', 'unauthorized', 'settledNotRenewed'] as const;
export type TmListType = (typeof TM_LIST_TYPES)[number];

/** What the call should achieve. */
export const TM_MARKETING_TARGETS = ['register', 'apply', 'reapply', 'reborrow'] as const;
export type TmMarketingTarget = (typeof TM_MARKETING_TARGETS)[number];

/**
 * Funnel lists are built for one target; their target is fixed (spec 5 "Marketing target cannot be modified
 * for some list types"). Only imported prospect lists may change target.
 */
export const TM_FIXED_TARGET: Readonly<Record<TmListType, TmMarketingTarget | null>> = {
  imported: null,
  registeredNotApplied: 'apply',
  rejected: 'reapply',
  unauthorized: 'apply',
  settledNotRenewed: 'reborrow',
};

/** Which library an entry is in. */
export const TM_LIST_STATES = ['active', 'abandoned'] as const;
export type TmListState = (typeof TM_LIST_STATES)[number];

/** Spec 3 customer-status groups (0 not incoming, 1 already incoming, 2 unregistered, 3 rejected, 4 unauthorized), derived from the customer's real state. */
export const TM_CUSTOMER_STATUSES = [0, 1, 2, 3, 4] as const;

/** Import batches: rows validated first, then one commit. */
export const TM_IMPORT_STATUSES = ['validating', 'validated', 'committing', 'committed', 'failed', 'discarded'] as const;

/** Base type option lists (BaseTypeOption). */
export const TM_OPTION_TYPES = ['intent', 'abandonReason', 'userGroup', 'callResult', 'remarkTemplate'] as const;

export const LIST_LIBRARY_SCREEN = 'TelemarketingSystem/ListLibraryManagement';
export const ABANDONED_SCREEN = 'TelemarketingSystem/AbandonedListLibraryManagement';
export const IMPORT_RECORD_SCREEN = 'TelemarketingSystem/ImportRecord';
export const TM_BLACKLIST_SCREEN = 'TelemarketingSystem/TeleMarketingBlackList';
export const BASE_TYPE_OPTION_SCREEN = 'TelemarketingSystem/BaseTypeOption';
