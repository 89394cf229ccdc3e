/**
 * The vocabulary of collection (issue 13; spec 3 Case, 4 Collection): the values stored and sent. Labels come
 * from the `collection` i18n namespace (`collection:options.<name>.<value>`).
 */

/** Two systems on one case engine: v1 is level-based (CollectionSystem), v2 stage-based post-loan (CollectionSystemNew). */
export const COLLECTION_SYSTEMS = ['v1', 'v2'] as const;
export type CollectionSystem = (typeof COLLECTION_SYSTEMS)[number];

/** A level band is either a reminder before the due day (D-N … D0) or a band of days overdue. */
export const LEVEL_KINDS = ['preReminder', 'overdue'] as const;
export type LevelKind = (typeof LEVEL_KINDS)[number];

/** Spec 4: collecting, or retained (level frozen); closed when the bill no longer owes or leaves collection. */
export const CASE_STATUSES = ['collecting', 'retained', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_CLOSE_REASONS = ['settled', 'writtenOff', 'badDebt'] as const;
export type CaseCloseReason = (typeof CASE_CLOSE_REASONS)[number];

/** Who was contacted: the borrower, or an emergency contact the borrower named (only where the merchant allows). */
export const CONTACT_TARGETS = ['borrower', 'emergencyContact'] as const;

export const CUSTOMER_INTENTS = ['willPay', 'partialPay', 'needsTime', 'disputes', 'refuses', 'unreachable', 'wrongNumber'] as const;

export const OVERDUE_REASONS = ['forgot', 'incomeDelayed', 'jobLoss', 'illness', 'business', 'multipleLoans', 'dispute', 'other'] as const;

/** Promise to pay (commitment repayment time and amount). */
/** superseded: replaced by a new promise before its time came (not counted as broken). */
export const PROMISE_STATUSES = ['pending', 'kept', 'partlyKept', 'broken', 'superseded'] as const;
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];

/** Deduction (waiver): approved or rejected (spec 4), pending until then. */
export const DEDUCTION_STATUSES = ['pending', 'approved', 'rejected', 'reversed'] as const;
export type DeductionStatus = (typeof DEDUCTION_STATUSES)[number];

/** The bill components a waiver may reduce. */
export const WAIVABLE_COMPONENTS = ['lateFee', 'interest', 'serviceFee', 'managementFee', 'liquidatedDamages'] as const;
export type WaivableComponent = (typeof WAIVABLE_COMPONENTS)[number];

/** Delayed-arrival request: the customer says they paid and the money is not yet seen. */
export const DELAY_REQUEST_STATUSES = ['pending', 'passed', 'rejected'] as const;

/** Bad-debt library entry. */
export const BAD_DEBT_STATUSES = ['pending', 'approved', 'rejected', 'movedOut'] as const;

export const EMPLOYMENT_STATUSES = ['employed', 'left'] as const;
export const WORKING_STATUSES = ['working', 'resting'] as const;
export const PERSONNEL_STATUSES = ['normal', 'frozen'] as const;

/** Spec 3: case-level labels starting with S are displayed with S replaced by M — an S followed by its number (S1 → M1); a stage label such as "Stage1" stays as it is. */
export const displayLevel = (level: string | null | undefined): string => (level ? level.replace(/^S(?=\d)/, 'M') : '');
