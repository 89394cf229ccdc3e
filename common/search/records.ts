/**
 * The command palette's record search (issue 35), declared once for the server and the browser: the kinds it
 * finds, what one result carries, the query it takes, and the address each result opens.
 */
import { z } from 'zod';
import { ADMIN_ROOT, screen } from '../routes';

export const RECORD_KINDS = ['order', 'customer', 'case', 'bill', 'flow', 'refund', 'transfer', 'withdrawal', 'staff'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** At most this many results of each kind: the palette is for reaching a record, not for browsing. */
export const RECORDS_PER_KIND = 5;
/** Longer input matches nothing any record has (numbers, phones, names are shorter), so it is not searched. */
export const SEARCHED_MAX = 64;
/** Longer input is refused with a message (the box never sends it; a hand-made request gets a 400). */
export const QUERY_MAX = 500;

export const recordSearchQuery = z.object({
  q: z.string().max(QUERY_MAX, 'validation.tooLong').default(''),
});

/** One record found. `phone` and `idNumber` keep their names so the response filter masks them for masked users. */
export interface RecordResult {
  kind: RecordKind;
  id: number;
  /** What the record is called: an order, case, bill, flow or staff number, a customer's name. */
  title: string;
  status: string | null;
  merchantId: number | null;
  merchantName: string | null;
  amountCents: number | null;
  /** ISO time the record dates from (applied, entered, registered). */
  at: string | null;
  phone?: string | null;
  idNumber?: string | null;
  /** The staff member's name or the order's customer. */
  name?: string | null;
  /** The app path that opens the record. */
  path: string;
}

export interface RecordSearchAnswer {
  records: RecordResult[];
}

/** Recent records and searches (issue 35): a user's last opened records and the texts that found them. */
export const RECENT_RECORDS = 8;
export const RECENT_SEARCHES = 5;
/** What is kept of each user's openings; older ones are dropped. */
export const RECENTS_KEPT = 30;

/** A record opened from the palette, as the search showed it (no phone, no ID number). */
export type RecentRecord = Pick<RecordResult, 'kind' | 'id' | 'title' | 'merchantName' | 'path'> & { openedAt: string };

export interface RecentAnswer {
  records: RecentRecord[];
  searches: string[];
}

/** The palette tells the server which result of which search was opened; the server finds it again itself. */
export const recordOpenedBody = z.object({
  q: z.string().min(1, 'validation.required').max(SEARCHED_MAX, 'validation.tooLong'),
  kind: z.enum(RECORD_KINDS),
  id: z.number().int().positive(),
});

/** A list screen's address filtered to one value (as Refine's useTable reads its filters from the address). */
export const listFilteredPath = (key: string, field: string, value: string) =>
  `${screen(key).path}?filters[0][field]=${field}&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(value)}`;

export const orderPath = (orderId: number) => `${ADMIN_ROOT}/OrderDetailAudit/OrderDetail?orderId=${orderId}`;
/** CustomerManage opens the customer 360 of `?customer=<id>` (no phone or ID in the address). */
export const customerPath = (customerId: number) => `${screen(CUSTOMER_SCREEN).path}?customer=${customerId}`;
/** The collector's workbench opens the case of `?case=<id>`. */
export const workbenchCasePath = (key: string, caseId: number) => `${screen(key).path}?case=${caseId}`;

export const CUSTOMER_SCREEN = 'CustomerServiceSystem/CustomerManage';
/** Bills open in RepaymentManagement filtered to the bill, repayment flows in RepaymentManagementNew filtered to the flow. */
export const BILL_SCREEN = 'AfterLoanSystem/RepaymentManagement';
export const FLOW_SCREEN = 'AfterLoanSystem/RepaymentManagementNew';
/**
 * A refund opens the refund list (or the audit list) filtered to its order (the lists' own filter; an order's refunds
 * are few); a transfer the application (or audit) list filtered to it; a wallet withdrawal WalletRecords filtered to it.
 */
export const REFUND_SCREENS = ['ChargeToAnAccountSystem/ClientRefundManagement', 'ChargeToAnAccountSystem/ClientRefundAuditManagement'] as const;
export const TRANSFER_SCREENS = ['ChargeToAnAccountSystem/CashTransferApplyFor', 'ChargeToAnAccountSystem/CashTransferAudit'] as const;
export const WITHDRAWAL_SCREEN = 'AfterLoanSystem/WalletRecords';
export const STAFF_SCREEN = 'UserSystem/UserManagement';
/** Where a case opens: the allocation list of its system filtered to it, else the holder's own workbench. */
export const CASE_LIST_SCREENS = { v1: 'CollectionSystem/CaseAllocation', v2: 'CollectionSystemNew/CaseAllocationNew' } as const;
export const CASE_WORKBENCH_SCREENS = { v1: 'CollectionSystem/MyCollection', v2: 'CollectionSystemNew/MyCollectionNew' } as const;
