/** The states of the money entities (spec 4) with the values stored and sent; labels come from i18n. */

/** Release status of an order's disbursement (spec 4, Orders and loans). */
export const RELEASE_STATUS = { inProgress: 1, success: 2, lendingFailure: 3 } as const;

/** One payout attempt (loan code): in progress, success, failed; staff confirm a result (spec 3, Loan code). */
export const LOAN_CODE_STATUSES = ['inProgress', 'success', 'failed'] as const;
export type LoanCodeStatus = (typeof LOAN_CODE_STATUSES)[number];

export const BILL_STATUSES = ['unpaid', 'partial', 'settled', 'extended'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Repayment types (spec 3). */
export const REPAY_TYPES = ['settle', 'partial', 'extension', 'generic'] as const;
export type RepayType = (typeof REPAY_TYPES)[number];

export const FLOW_STATUSES = ['valid', 'rolledBack'] as const;
export const FLOW_SOURCES = ['manual', 'import', 'collection', 'supplement', 'zeroSettlement', 'autoSettlement'] as const;
export type FlowSource = (typeof FLOW_SOURCES)[number];

/** Rollback kinds (spec 4, Collection): undo a settle, turn a portion into an extension, or an extension into a settle. */
export const ROLLBACK_TYPES = ['settle', 'portionToExtension', 'extensionToSettle'] as const;
export type RollbackType = (typeof ROLLBACK_TYPES)[number];

/** Write-off (bank-flow) import batch (spec 4): status and result. */
export const IMPORT_STATUSES = ['unfinished', 'processing', 'done', 'error'] as const;
export const IMPORT_RESULTS = ['success', 'partialSuccess', 'fail'] as const;

/** Refund (spec 4, Refund). */
export const REFUND_AUDIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REFUND_STATUSES = ['created', 'inProgress', 'success', 'failure'] as const;
export const VERIFICATION_STATUSES = ['unverified', 'passed', 'failed'] as const;
export const MIN_REFUND_CENTS = 20_00;

/** Cash transfer application (spec 4, Transfer application). */
export const TRANSFER_STATUSES = ['pending', 'approved', 'rejected', 'givenUp', 'paying', 'paid', 'failed', 'confirmed'] as const;

/** Wallet withdrawal (spec 4): cancelled or retried. */
export const WITHDRAWAL_STATUSES = ['pending', 'inProgress', 'success', 'failed', 'cancelled'] as const;

/** Reconciliation item outcomes. */
export const RECONCILIATION_OUTCOMES = ['matched', 'missingInChannel', 'missingInBooks', 'amountDiffers'] as const;

/** The payment channels the sandbox offers; LoanRouting chooses among them. */
export const PAYMENT_CHANNELS = ['mpesa', 'airtel', 'bank'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
