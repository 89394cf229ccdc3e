/** One case as the case view shows it (the workbench and the manager screens open the same view). */
import type { Breakdown } from '../money/components';

export interface CaseHeader {
  id: number;
  caseNo: string;
  system: 'v1' | 'v2';
  kind: string;
  level: string;
  status: string;
  collectorUserId: number | null;
  collectorName: string | null;
  assignedAt: string | null;
  enteredAt: string;
  levelEnteredAt: string;
  dueDay: string;
  overdueDays: number;
  /** A case not yet overdue: calendar days (EAT) until the due day, 0 on it; null once overdue. */
  daysToDue: number | null;
  billAmountCents: number;
  amountDueCents: number;
  followUpCount: number;
  lastActionCode: string | null;
  lastContactAt: string | null;
  nextCallAt: string | null;
  overdueReason: string | null;
  customerIntent: string | null;
  commitmentAt: string | null;
  commitmentCents: number | null;
  brokenPromiseCount: number;
  pausedUntil: string | null;
  orderId: number;
  orderNo: string;
  billId: number;
  billNo: string;
  billStatus: string;
  merchantId: number;
  merchantName: string;
  customerId: number;
  customerName: string;
  /** Masked by the envelope for masked users. */
  phone: string;
}

export interface CaseBill {
  charged: Breakdown;
  settled: Breakdown;
  /** What is owed today, the late fee up to today included (the money core's trial). */
  outstanding: Breakdown;
  settlementCents: number;
  onDay: string;
}

export interface CaseRepayment {
  id: number;
  flowNo: string;
  repayType: string;
  source: string;
  paymentChannel: string | null;
  amountCents: number;
  waivedCents: number;
  status: string;
  repaidAt: string;
}

export interface CaseLevelRow { id: number; level: string; reason: string; enteredAt: string; leftAt: string | null }

export interface CaseAllocationRow {
  id: number;
  action: string;
  fromName: string | null;
  toName: string | null;
  fromAgency: string | null;
  toAgency: string | null;
  actorName: string | null;
  undone: boolean;
  at: string;
}

export interface CaseContactRow {
  id: number;
  channel: string;
  target: string;
  result: string | null;
  actionCode: string | null;
  customerIntent: string | null;
  overdueReason: string | null;
  remark: string | null;
  nextCallAt: string | null;
  templateName: string | null;
  userName: string | null;
  at: string;
  /** A call's talk time, once the call centre's record of it has come (common/calls/call-record.ts). */
  talkSeconds: number | null;
}

export interface CasePromiseRow {
  id: number;
  promisedAt: string;
  amountCents: number;
  paidCents: number;
  status: string;
  userName: string | null;
  createdAt: string;
}

export interface EmergencyContact { id: number; name: string; relation: string | null; phone: string }

/** The conduct rules as they apply to this case right now (the server enforces them; the view explains). */
export interface CaseConduct {
  contactStartMinute: number;
  contactEndMinute: number;
  maxAttemptsPerDay: number;
  attemptsToday: number;
  allowEmergencyContacts: boolean;
  withinHours: boolean;
  /** Outside the hours: when they next open (ISO instant, the server's clock); null inside them. */
  opensAt: string | null;
  /** Inside the hours: when they close today (ISO instant); null outside them. */
  closesAt: string | null;
  /** The day's attempts are used up: when contact opens again (tomorrow's contact hours, ISO instant); null otherwise. */
  capOpensAt: string | null;
  /** The server's clock when the view was read: the browser times the next opening or closing from it, not its own clock. */
  checkedAt: string;
  paused: boolean;
  mayMessage: boolean;
}

/** One of the customer's loans (a bill of a lent order, this case's too), newest first, with its case if it has one. */
export interface CustomerLoanRow {
  billId: number;
  orderNo: string;
  billNo: string;
  merchantName: string;
  loanAmountCents: number;
  lendingAt: string | null;
  dueDay: string;
  billStatus: string;
  overdueDays: number;
  owedCents: number;
  repaidCents: number;
  settledAt: string | null;
  caseNo: string | null;
  caseLevel: string | null;
  caseStatus: string | null;
  collectorName: string | null;
  thisCase: boolean;
}

/** How the customer has borrowed and repaid (within the caller's merchants): what a collector weighs before calling. */
export interface CustomerRecord {
  loans: number;
  settled: number;
  settledOnTime: number;
  openCases: number;
  maxOverdueDays: number;
  repaidCents: number;
  promises: number;
  brokenPromises: number;
}

/** The most loans the case view lists (newest first); the record counts them all. */
export const CUSTOMER_LOANS_SHOWN = 20;

export interface CaseView {
  header: CaseHeader;
  customerLoans: CustomerLoanRow[];
  customerRecord: CustomerRecord;
  bill: CaseBill | null;
  repayments: CaseRepayment[];
  levels: CaseLevelRow[];
  allocations: CaseAllocationRow[];
  contacts: CaseContactRow[];
  promises: CasePromiseRow[];
  emergencyContacts: EmergencyContact[];
  conduct: CaseConduct;
}

/** `HH:mm` of minutes after midnight (EAT contact hours). */
export const minuteText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
