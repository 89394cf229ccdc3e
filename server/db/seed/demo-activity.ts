/**
 * A week of back-office work for `npm start`, after the demo money book (demo-money.ts): the demo staff sign
 * in (finance and the cashier with the SMS code) and use the screens' own API (demo-desk.ts), day by day over
 * the last seven EAT days. Finance records the balances and reconciles M-Pesa and Airtel for the day before on
 * five mornings, supplements paybill payments made to a wrong account, imports bank-flow files (one by
 * mistake twice), rolls repayments back, applies for refunds and transfers that the cashier audits (and the
 * other way round); the collection supervisor imports an agency's recoveries; the auditor asks for re-reviews that the
 * administrator decides; the administrator sends refused orders back and resets passwords, whose SMS and
 * e-mails, like the sign-in codes, fill the message centre. Every rule of the screens applies and every
 * shilling goes through the ledger. Runs once, into a book without refunds, transfers or reconciliations.
 * Demo data only.
 */
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { eatDayRange } from '../../../common/eat-day';
import { addDays, eatDay } from '../../../common/money/bill-math';
import { WRITE_OFF_COLUMNS, type WriteOffColumn } from '../../../common/money/write-off';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { formatEat, parseEat } from '../../../common/time';
import type { Deps } from '../../core/deps';
import { translate } from '../../core/i18n';
import { createSandboxPayments } from '../../integrations/payments/sandbox';
import { accrueOverdue } from '../../modules/bill/accrual.job';
import type { Db } from '../client';
import { cashTransfers, reconciliationRuns, refunds } from '../schema';
import { DEMO_PASSWORD } from './demo.data';
import { openDesk, Refused, type Desk } from './demo-desk';
import * as pick from './demo-activity.picks';

const MINUTE = 60_000;
const kes = (cents: number) => (cents / 100).toFixed(2);
const roundUpTo = (cents: number, step: number) => Math.ceil(cents / step) * step;
/** An EAT wall-clock time, without moving the desk's clock (for what customers do). */
const when = (day: string, time: string) => parseEat(`${day} ${time}:00`)!;

/** Nothing in the book to do this with (a small book): the step is left out. */
class NoCandidate extends Error {}

export interface DemoActivity {
  /** Steps done, by name. */
  done: string[];
  /** Steps left out for want of something to work on. */
  skipped: string[];
  /** Steps that failed; the demo goes on without them (tests expect none). */
  failed: string[];
}

interface Work {
  deps: Deps;
  db: Db;
  desk: Desk;
  /** Customers paying the channels themselves (C2B), outside the back office. */
  customers: ReturnType<typeof createSandboxPayments>;
  merchant: Map<string, number>;
  /** Orders some step already works on. */
  used: Set<number>;
  result: DemoActivity;
  /** What one day leaves for a later one. */
  state: {
    /** Paybill payments made to a wrong account number, waiting to be supplemented. */
    wrongAccount: { bill: Payable; receipt: string; amountCents: number; at: Date }[];
    /** The deposits file finance imported (and, by mistake, imports again). */
    depositRows: Row[];
    /** Orders this week's flows overpaid: their customers ask for refunds first. */
    overpaidThisWeek: number[];
    /** The Jamii Pesa order each refund case is about, once the first customer calls. */
    refundOrders?: Map<RefundCase, number>;
  };
}

/** The refund cases of the week, the ones the screens most need first (some must wait for audit). */
const REFUND_CASES = ['awaitingFinance', 'awaitingCashier', 'paid', 'failedThenPaid', 'rejectedThenFailed', 'waitingForChannel'] as const;
type RefundCase = (typeof REFUND_CASES)[number];

type Payable = pick.OpenBill & { settlementCents: number };

type Row = Partial<Record<WriteOffColumn, string | number | null>>;

async function step(w: Work, name: string, work: () => Promise<unknown>) {
  try {
    await work();
    w.result.done.push(name);
  } catch (error) {
    if (error instanceof NoCandidate) {
      w.result.skipped.push(name);
      return;
    }
    w.result.failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    console.warn(`Demo activity "${name}" left out: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const need = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new NoCandidate();
  return value;
};

// ——— bank flows: the import file and the supplement form ———————————————————————————————

/** A bank flow against a bill: stated as the clerk would, the amount in cents. */
async function bankFlow(w: Work, bill: pick.OpenBill, amountCents: number, serialNo: string, channel: string, at: Date, extra: Row = {}): Promise<Row> {
  const { owed } = await pick.owedOn(w.db, bill.billId, eatDay(at));
  const stated = pick.statedAmounts(owed, amountCents);
  return { orderNo: bill.orderNo, serialNo, channel, ...stated, repaidAt: formatEat(at), isRecord: 'No', accountId: null, ...extra };
}

/** The workbook a collections clerk fills from the template: English headers, amounts in KES. */
async function workbook(rows: readonly Row[]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Bank flows');
  sheet.addRow(WRITE_OFF_COLUMNS.map((c) => translate('en', `writeOff:fields.${c}`)));
  for (const row of rows) {
    sheet.addRow(WRITE_OFF_COLUMNS.map((c) => {
      const v = row[c] ?? null;
      return typeof v === 'number' && c.endsWith('Cents') ? v / 100 : v;
    }));
  }
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

/** Imports a file as the screen does; the clerk has checked the rows above the loan amount and confirms them. */
async function importFile(w: Work, username: string, fileName: string, rows: readonly Row[]) {
  return w.desk.post(username, 'writeOff/import', { fileName, content: await workbook(rows), confirmExcess: true });
}

/** FlowRecordSupplement: the form's values (amounts in cents); a flow above the loan amount is confirmed. */
async function supplement(w: Work, username: string, row: Row) {
  const { repaidAt, isRecord, ...fields } = row;
  return w.desk.post(username, 'writeOff/supplement', {
    ...fields, repaidAt: parseEat(String(repaidAt))!.toISOString(), isRecord: isRecord === 'Yes', confirmExcess: true,
  });
}

// ——— people ————————————————————————————————————————————————————————————————

/** An administrator resets a user's password; the user reads the SMS, signs in with it and sets their own. */
async function passwordReset(w: Work, by: string, username: string, day: string, time: string) {
  const { desk } = w;
  desk.at(day, time);
  await desk.post(by, 'user/resetPwd', { userId: await desk.userId(username) });
  desk.forget(username);
  const temporary = /Temporary password: ([A-Za-z0-9]+)/.exec(await desk.textReceived(username, 'passwordReset'))?.[1];
  if (!temporary) throw new Error(`No temporary password reached ${username}`);
  const later = new Date(desk.now().getTime() + 12 * MINUTE);
  desk.at(eatDay(later), formatEat(later).slice(11, 16));
  const { token } = await desk.signInWith(username, temporary);
  await desk.postWith(token, username, 'changePwd', { oldPassword: temporary, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
  desk.forget(username);
}

// ——— each morning: balances and reconciliation of the day before ——————————————————————————

/** What finance reads off each statement beside the ledger: mostly equal, now and then a charge not yet booked. */
const STATEMENT_GAPS: Record<number, Partial<Record<string, [cents: number, remark: string]>>> = {
  6: { airtel: [500_00, 'A customer reversal credited on the Airtel statement only'] },
  5: { mpesa: [-1_254_00, 'B2C transaction charges for the day not yet booked'] },
  4: { bank: [-75_00, 'Equity monthly ledger fee'] },
  3: { mpesa: [-38_00, 'Paybill withdrawal charge'] },
};
const STATEMENT_REMARK: Record<string, string> = {
  mpesa: 'Closing balance per the M-Pesa org portal', airtel: 'Closing balance per Airtel Money statement', bank: 'Equity closing balance per online banking',
};

async function morning(w: Work, k: number) {
  const { desk, db } = w;
  const today = addDays(eatDay(w.deps.now()), -k);
  const yesterday = addDays(today, -1);
  const end = eatDayRange(yesterday).to;
  desk.at(today, '08:40');
  await step(w, `balances ${yesterday}`, async () => {
    for (const account of await pick.balanceAccountRows(db)) {
      const channel = ['mpesa', 'airtel'].includes(account.paymentCompany) ? account.paymentCompany : 'bank';
      const [gap, remark] = STATEMENT_GAPS[k]?.[channel] ?? [0, STATEMENT_REMARK[channel]];
      const balance = await pick.ledgerCashBefore(db, channel, end) + gap;
      await desk.post('finance', 'balance/record', { accountId: account.id, day: yesterday, balance: kes(Math.max(0, balance)), remark });
    }
  });
  desk.at(today, '08:52');
  await step(w, `reconcile ${yesterday}`, async () => {
    for (const channel of ['mpesa', 'airtel']) await desk.post('finance', 'reconciliation/run', { channel, day: yesterday });
  });
}

// ——— the week ——————————————————————————————————————————————————————————————————

/**
 * Bills a bank flow can clear on `day`: one whole loan's worth or more, since a flow below the loan amount is
 * refused (loans paid in several instalments owe less than that on one bill). `margin`: owed above the loan amount.
 */
async function payableBills(w: Work, merchantNo: string, day: string, wanted: number, { overdue = false, margin = 0 } = {}) {
  const found: Payable[] = [];
  for (const bill of await pick.unpaidBills(w.db, w.merchant.get(merchantNo)!, day, w.used, wanted * 8, overdue)) {
    const { settlementCents } = await pick.owedOn(w.db, bill.billId, day);
    if (settlementCents < bill.practicalAmountCents + margin) continue;
    found.push({ ...bill, settlementCents });
    w.used.add(bill.orderId);
    if (found.length === wanted) break;
  }
  return found;
}

/**
 * The Jamii Pesa loans this week's payments clear, chosen before the week starts so that each case gets one if
 * the book allows: two paid to the paybill under a wrong account, the rest deposited at NCBA.
 */
async function reserveJamii(w: Work, day: string) {
  const bills = await payableBills(w, '1501', day, 6);
  const margin = (b: Payable) => b.settlementCents - b.practicalAmountCents;
  // The mistyped supplement needs room below the receipt and above the loan amount: the widest margin.
  const typo = bills.length >= 3 ? [...bills].sort((a, b) => margin(b) - margin(a))[0] : undefined;
  const rest = bills.filter((b) => b !== typo);
  const wrong = bills.length >= 2 ? rest[0] : undefined;
  return { wrongAccount: [wrong, typo].filter((b): b is Payable => b !== undefined), deposits: rest.filter((b) => b !== wrong).slice(0, 4) };
}

async function payWrongAccount(w: Work, bill: Payable | undefined, day: string, time: string, round: boolean) {
  const payer = need(bill);
  const at = when(day, time);
  const { settlementCents } = await pick.owedOn(w.db, payer.billId, day);
  let amountCents = round ? roundUpTo(settlementCents, 100_00) : settlementCents;
  if (round && amountCents - settlementCents < 20_00) amountCents += 100_00;
  // The customer typed their phone number as the paybill account instead of the order number.
  const receipt = await w.customers.collect({ channel: 'mpesa', account: payer.phone, reference: payer.phone, amountCents, at });
  w.state.wrongAccount.push({ bill: payer, receipt, amountCents, at });
}

async function transfer(w: Work, by: string, merchantNo: string, fromChannel: string, toChannel: string, amountKes: number, reason: string) {
  const merchantId = w.merchant.get(merchantNo)!;
  const toAccountId = need(await pick.lenderAccountId(w.db, merchantId, toChannel));
  const made = await w.desk.post<{ id: number }>(by, 'transfer/submit', { merchantId, fromChannel, toAccountId, amount: kes(amountKes * 100), reason });
  return made.id;
}

/**
 * Overpaid orders of a merchant in the order their customers ask: this week's first. The largest overpayments
 * are the customers' own wallet withdrawals (wallet.seed.ts, after this), so they come last.
 */
async function refundPool(w: Work, merchantNo: string): Promise<number[]> {
  const overpaid = await pick.overpaidOrders(w.db);
  const largest = new Set(overpaid.slice(0, 8).map((o) => o.orderId));
  const byId = await pick.ordersById(w.db, overpaid.map((o) => o.orderId));
  const merchantId = w.merchant.get(merchantNo)!;
  const ours = overpaid.filter((o) => o.cents >= 20_00 && byId.get(o.orderId)?.merchantId === merchantId).map((o) => o.orderId);
  const thisWeek = (id: number) => w.state.overpaidThisWeek.includes(id);
  return [
    ...ours.filter((id) => !largest.has(id) && thisWeek(id)), ...ours.filter((id) => !largest.has(id) && !thisWeek(id)),
    ...ours.filter((id) => largest.has(id)).reverse(),
  ];
}

/** The Jamii Pesa order of a refund case; the cases are handed out by priority when the first customer calls. */
async function refundOrder(w: Work, refundCase: RefundCase) {
  if (!w.state.refundOrders) {
    const pool = await refundPool(w, '1501');
    w.state.refundOrders = new Map(REFUND_CASES.slice(0, pool.length).map((c, i) => [c, pool[i]]));
  }
  return need(w.state.refundOrders.get(refundCase));
}

async function refundOf(w: Work, by: string, orderId: number, remark: string, recipient?: { account: string; name: string }) {
  const order = (await pick.ordersById(w.db, [orderId])).get(orderId)!;
  const { refundableCents } = await w.desk.get<{ refundableCents: number }>(by, 'refund/refundable', { orderNo: order.orderNo });
  if (refundableCents < 20_00) throw new NoCandidate();
  const made = await w.desk.post<{ id: number }>(by, 'refund/apply', {
    orderNo: order.orderNo, amount: kes(refundableCents), channel: 'mpesa', receivingAccount: recipient?.account ?? order.phone,
    receivingName: recipient?.name ?? order.customerName, remark,
  });
  return made.id;
}

async function reReview(w: Work, codes: string[], reason: string, before: Date) {
  const order = need((await pick.rejectedOrders(w.db, codes, before, w.used, 1))[0]);
  w.used.add(order.id);
  const made = await w.desk.post<{ id: number }>('auditor', 'orderReview/apply', { orderNo: order.orderNo, reason });
  return made.id;
}

async function rollback(w: Work, by: string, repayType: 'settle' | 'partial', merchantNos: string[] | null, fromDaysAgo: number, toDaysAgo: number, reason: string) {
  const today = eatDay(w.deps.now());
  const from = eatDayRange(addDays(today, -fromDaysAgo)).from;
  const to = eatDayRange(addDays(today, -toDaysAgo)).from;
  const ids = merchantNos?.map((no) => w.merchant.get(no)!) ?? null;
  const flows = await pick.rollbackableFlows(w.db, repayType, from, to, ids, w.used);
  const rollbackType = repayType === 'settle' ? 'settle' : 'portionToExtension';
  for (const flow of flows.slice(0, 6)) {
    // Money that does not buy the new type is refused and changes nothing; the clerk picks another flow.
    const answer = await w.desk.attempt(by, 'rePayManage/rollback', { flowId: flow.id, rollbackType, reason });
    if (answer.code === 200) { w.used.add(flow.orderId); return answer.data; }
    if (answer.code !== 409) throw new Refused('rePayManage/rollback', answer.code, answer.msg, answer.data);
  }
  throw new NoCandidate();
}

/** NCBA deposits of customers of Jamii Pesa on `paidDay`, imported by finance as a bank-flow file. */
async function depositsFile(w: Work, bills: readonly Payable[], paidDay: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [i, bill] of bills.entries()) {
    const paidAt = when(paidDay, `${10 + i}:${String(7 + i * 13).padStart(2, '0')}`);
    const { settlementCents } = await pick.owedOn(w.db, bill.billId, paidDay);
    // Deposits at the branch are round sums: a little more than owed.
    let amount = roundUpTo(settlementCents, 100_00);
    if (amount - settlementCents < 20_00) amount += 100_00;
    rows.push(await bankFlow(w, bill, amount, `NCB${paidDay.replaceAll('-', '').slice(2)}${40_117 + i * 389}`, 'bank', paidAt,
      { isRecord: 'Yes', accountId: '1002837465' }));
    w.state.overpaidThisWeek.push(bill.orderId);
  }
  return rows;
}

/**
 * A collection agency's recoveries for Haraka Loans, paid through the M-Pesa paybill on `paidDay`: most clear
 * the loan (one a little over), and the sheet has the mistakes such sheets have — a receipt listed twice, a
 * part recovery below the loan amount, a mistyped order number, a loan already cleared, a receipt code the
 * M-Pesa statement does not have.
 */
async function agencyFile(w: Work, paidDay: string): Promise<Row[]> {
  const bills = await payableBills(w, '1502', paidDay, 5, { overdue: true });
  if (bills.length < 2) throw new NoCandidate();
  const rows: Row[] = [];
  const paybill = async (account: string, amountCents: number, at: Date) =>
    w.customers.collect({ channel: 'mpesa', account, reference: account, amountCents, at });
  for (const [i, bill] of bills.entries()) {
    const paidAt = when(paidDay, `0${7 + Math.floor(i / 2)}:${String(5 + i * 11).padStart(2, '0')}`);
    if (i === 0) {
      const amount = roundUpTo(bill.settlementCents + 20_00, 50_00);
      const receipt = await paybill(bill.orderNo, amount, paidAt);
      rows.push(await bankFlow(w, bill, amount, receipt, 'mpesa', paidAt), await bankFlow(w, bill, amount, receipt, 'mpesa', paidAt));
    } else if (i === 1) {
      rows.push(await bankFlow(w, bill, bill.settlementCents, 'QDK4H7TL2M', 'mpesa', paidAt));
    } else if (i === bills.length - 1) {
      const amount = Math.min(Math.round(bill.settlementCents * 0.4 / 100) * 100, bill.practicalAmountCents - 100_00);
      rows.push(await bankFlow(w, bill, amount, await paybill(bill.orderNo, amount, paidAt), 'mpesa', paidAt));
    } else {
      rows.push(await bankFlow(w, bill, bill.settlementCents, await paybill(bill.orderNo, bill.settlementCents, paidAt), 'mpesa', paidAt));
    }
  }
  const typo = bills[0].orderNo.replace(/(\d)$/, (digit) => String((Number(digit) + 3) % 10));
  if (!(await pick.orderNoExists(w.db, typo))) {
    const paidAt = when(paidDay, '08:47');
    const receipt = await paybill(typo, bills[0].settlementCents, paidAt);
    rows.push({ ...await bankFlow(w, bills[0], bills[0].settlementCents, receipt, 'mpesa', paidAt), orderNo: typo });
  }
  const cleared = await pick.settledOrder(w.db, w.merchant.get('1502')!, w.used);
  if (cleared) {
    rows.push({ ...await bankFlow(w, bills[0], cleared.practicalAmountCents + 500_00, 'KCB8841207', 'bank', when(addDays(paidDay, -1), '15:20')), orderNo: cleared.orderNo });
  }
  return rows;
}

export async function seedDemoActivity(deps: Deps): Promise<DemoActivity> {
  const result: DemoActivity = { done: [], skipped: [], failed: [] };
  const db = deps.db;
  const [[runs], [made], [moved]] = [
    await db.select({ n: count() }).from(reconciliationRuns), await db.select({ n: count() }).from(refunds), await db.select({ n: count() }).from(cashTransfers),
  ];
  // Already seeded (or staff have worked here): a second start adds nothing.
  if (Number(runs.n) + Number(made.n) + Number(moved.n) > 0) return result;

  const desk = await openDesk(deps);
  const w: Work = {
    deps, db, desk, customers: createSandboxPayments(db), merchant: await pick.merchantIdsByNo(db), used: new Set(), result,
    state: { wrongAccount: [], depositRows: [], overpaidThisWeek: [] },
  };
  const today = eatDay(deps.now());
  const d = (k: number) => addDays(today, -k);
  const at = (k: number, time: string) => desk.at(d(k), time);
  const dayBefore = (k: number) => new Date(eatDayRange(d(k)).from.getTime() - 86_400_000);
  const { eligible } = await pick.reReviewCodes(db);
  const approveTransfer = async (k: number, time: string, id: number, remark?: string) => {
    at(k, time);
    await desk.post('cashier', 'transfer/audit', { id, decision: 'approve', remark: remark ?? null });
  };
  try {
    const jamii = await reserveJamii(w, d(7));
    // ——— 7 days ago ———
    await morning(w, 7);
    await step(w, 'transfer confirmed', async () => {
      at(7, '09:45');
      const id = await transfer(w, 'finance', '1501', 'mpesa', 'bank', 600_000, 'Float for this week\'s bank payouts of 30-day loans (JP-30D)');
      await approveTransfer(7, '10:10', id, 'Within the weekly float plan');
      at(7, '10:12');
      await desk.post('cashier', 'transfer/payout', { id });
      at(7, '11:30');
      await desk.post('finance', 'transfer/confirm', { id });
    });
    await step(w, 'paybill payment to a wrong account', () => payWrongAccount(w, jamii.wrongAccount[0], d(7), '19:42', true));

    // ——— 6 days ago ———
    await morning(w, 6);
    await step(w, 'collector password reset', () => passwordReset(w, 'admin', 'collector', d(6), '09:10'));
    await step(w, 'supplemented paybill payment', async () => {
      const paid = need(w.state.wrongAccount[0]);
      at(6, '09:30');
      await supplement(w, 'finance', await bankFlow(w, paid.bill, paid.amountCents, paid.receipt, 'mpesa', paid.at));
      w.state.overpaidThisWeek.push(paid.bill.orderId);
    });
    await step(w, 'transfer marked paid and confirmed', async () => {
      at(6, '09:50');
      const id = await transfer(w, 'finance', '1501', 'airtel', 'mpesa', 150_000, 'Move Airtel Money collections to the M-Pesa B2C float');
      await approveTransfer(6, '10:20', id);
      at(6, '10:28');
      await desk.post('cashier', 'transfer/markSuccess', { id, reference: 'AMT6K2Q9XD4' });
      at(6, '11:00');
      await desk.post('finance', 'transfer/confirm', { id });
    });
    await step(w, 're-review approved', async () => {
      at(6, '10:30');
      const id = await reReview(w, eligible, 'Customer sent three months\' payslips; employer confirmed the job by phone', dayBefore(6));
      at(6, '10:50');
      await desk.post('admin', 'orderReview/approve', { id, remark: 'Income verified; back to the same auditor' });
    });
    await step(w, 're-review rejected', async () => {
      at(6, '10:36');
      const id = await reReview(w, eligible, 'Customer has a new Safaricom line and can be reached on it now', dayBefore(6));
      at(6, '10:58');
      await desk.post('admin', 'orderReview/reject', { id, remark: 'Still unreachable after three call attempts today' });
    });

    // ——— 5 days ago ———
    await morning(w, 5);
    await step(w, 'bank-flow import', async () => {
      if (!jamii.deposits.length) throw new NoCandidate();
      const rows = await depositsFile(w, jamii.deposits, d(6));
      w.state.depositRows = rows;
      at(5, '09:30');
      await importFile(w, 'finance', `NCBA-deposits-${d(6)}.xlsx`, rows);
    });
    await step(w, 'settle rolled back', () => {
      at(5, '10:00');
      return rollback(w, 'finance', 'settle', ['1501'], 14, 5, 'Customer paid for her brother\'s loan by mistake; M-Pesa reversal raised with Safaricom (ref CS-20417)');
    });
    await step(w, 'refund paid', async () => {
      at(5, '10:30');
      const id = await refundOf(w, 'finance', await refundOrder(w, 'paid'), 'Customer overpaid and asked for the balance back');
      at(5, '11:00');
      await desk.post('cashier', 'refund/approve', { id, remark: 'Overpayment confirmed on the bill' });
    });
    await step(w, 'paybill payment to a wrong account (2)', () => payWrongAccount(w, jamii.wrongAccount[1], d(5), '19:30', false));

    // ——— 4 days ago ———
    await morning(w, 4);
    await step(w, 'supplement typed wrong, reconciliation re-run', async () => {
      const paid = need(w.state.wrongAccount[1]);
      at(4, '09:00');
      // Two digits swapped: KES 90 less than the receipt, which the re-run shows as a difference.
      const typed = paid.amountCents - 90_00 >= paid.bill.practicalAmountCents ? paid.amountCents - 90_00 : paid.amountCents;
      await supplement(w, 'finance', await bankFlow(w, paid.bill, typed, paid.receipt, 'mpesa', paid.at));
      at(4, '09:10');
      await desk.post('finance', 'reconciliation/run', { channel: 'mpesa', day: d(5) });
    });
    await step(w, 'refund failed then paid', async () => {
      at(4, '09:20');
      const id = await refundOf(w, 'cashier', await refundOrder(w, 'failedThenPaid'), 'Paid twice through the paybill; refund the second payment');
      at(4, '10:05');
      desk.channels('fail');
      await desk.post('finance', 'refund/approve', { id, remark: null });
      desk.channels('pay');
      at(4, '11:00');
      await desk.post('cashier', 'refund/reRefund', { id });
    });
    await step(w, 'collections import with failed rows', async () => {
      const rows = await agencyFile(w, d(4));
      at(4, '10:40');
      await importFile(w, 'collectlead', `Haraka-agency-recoveries-${d(4)}.xlsx`, rows);
    });
    await step(w, 'settle rolled back (collections)', () => {
      at(4, '11:10');
      return rollback(w, 'collectlead', 'settle', ['1502'], 14, 4, 'Payment reversed by Safaricom after a customer dispute (ref SR-88213)');
    });
    await step(w, 'transfer rejected', async () => {
      at(4, '11:30');
      const id = await transfer(w, 'finance', '1501', 'mpesa', 'bank', 2_500_000, 'Quarter-end float for bank payouts');
      at(4, '12:00');
      await desk.post('cashier', 'transfer/audit', { id, decision: 'reject', remark: 'Exceeds the weekly float plan; split it over two weeks' });
    });

    // ——— 3 days ago ———
    await morning(w, 3);
    await step(w, 'machine-refused orders retrieved', async () => {
      at(3, '09:15');
      const refused = await pick.machineRefused(db, 'R304', eatDayRange(d(4)).from, 3);
      if (!refused.length) throw new NoCandidate();
      await desk.post('admin', 'orderSalvage/retrieve', {
        orderNos: refused.map((o) => o.orderNo).join(','), target: ORDER_STATUS.toBeAllocated,
        reason: `Face-match provider under-scored selfies during its outage on ${d(5)} (INC-0412); review by hand`,
      });
    });
    await step(w, 'bank-flow file imported twice', async () => {
      if (!w.state.depositRows.length) throw new NoCandidate();
      at(3, '09:40');
      await importFile(w, 'finance', `NCBA-deposits-${d(6)} (1).xlsx`, w.state.depositRows);
    });
    await step(w, 'partial repayment turned into an extension', () => {
      at(3, '10:00');
      return rollback(w, 'admin', 'partial', null, 28, 3, 'Customer asked for the part payment to count as an extension; confirmed on a recorded call');
    });
    await step(w, 'refund rejected, applied again and failed', async () => {
      at(3, '10:20');
      const recipient = { account: '254722318840', name: 'Peter Otieno' };
      const orderId = await refundOrder(w, 'rejectedThenFailed');
      const id = await refundOf(w, 'finance', orderId, 'Customer asked for the refund to go to her husband\'s line', recipient);
      at(3, '10:50');
      await desk.post('cashier', 'refund/reject', { id, remark: 'Refunds go only to the borrower\'s registered number' });
      at(3, '11:05');
      const again = await refundOf(w, 'finance', orderId, 'Re-applied to the borrower\'s own number');
      at(3, '11:30');
      desk.channels('fail');
      await desk.post('cashier', 'refund/approve', { id: again, remark: null });
      desk.channels('pay');
    });
    await step(w, 're-review approved (2)', async () => {
      at(3, '10:40');
      const id = await reReview(w, eligible, 'ID photo retaken in good light; the selfie matches', dayBefore(3));
      at(3, '11:20');
      await desk.post('admin', 'orderReview/approve', { id });
    });
    await step(w, 'transfer payout failed', async () => {
      at(3, '11:50');
      const id = await transfer(w, 'finance', '1501', 'mpesa', 'bank', 400_000, 'Float for bank payouts');
      await approveTransfer(3, '12:10', id);
      at(3, '12:14');
      desk.channels('fail');
      await desk.post('cashier', 'transfer/payout', { id });
      desk.channels('pay');
    });
    await step(w, 'transfer paid, not yet confirmed', async () => {
      at(3, '12:30');
      const id = await transfer(w, 'finance', '1501', 'bank', 'mpesa', 300_000, 'Top up the M-Pesa B2C float from Equity');
      await approveTransfer(3, '12:45', id);
      at(3, '12:48');
      await desk.post('cashier', 'transfer/payout', { id });
    });
    await step(w, 'service password reset', () => passwordReset(w, 'admin', 'service', d(3), '12:40'));
    // The supervisor may not reset the administrator (a user wider than herself: issue 31.1); the administrator resets hers.
    await step(w, 'supervisor password reset', () => passwordReset(w, 'admin', 'supervisor', d(3), '16:45'));

    // ——— yesterday (the day before was quiet) ———
    await step(w, 'refund waiting for the channel', async () => {
      at(1, '09:00');
      const id = await refundOf(w, 'finance', await refundOrder(w, 'waitingForChannel'), 'Overpaid on settlement; customer called in');
      at(1, '09:30');
      desk.channels('timeout');
      await desk.post('cashier', 'refund/approve', { id, remark: null });
      desk.channels('pay');
    });
    await step(w, 'refund withdrawn and applied again', async () => {
      at(1, '09:40');
      const orderId = await refundOrder(w, 'awaitingCashier');
      const id = await refundOf(w, 'finance', orderId, 'Customer asked for the balance back');
      at(1, '09:55');
      await desk.post('finance', 'refund/withdraw', { id });
      at(1, '10:10');
      await refundOf(w, 'finance', orderId, 'Customer asked for the balance back; amount confirmed on the phone');
    });
    await step(w, 'refund awaiting audit', async () => {
      at(1, '10:15');
      await refundOf(w, 'cashier', await refundOrder(w, 'awaitingFinance'), 'Overpaid by M-Pesa; customer wants it back');
    });
    await step(w, 'transfer given up', async () => {
      at(1, '10:30');
      // Raised to the wrong account: given up and raised again to Equity.
      const id = await transfer(w, 'finance', '1501', 'airtel', 'mpesa', 80_000, 'Sweep Airtel Money collections to Equity');
      at(1, '10:34');
      await desk.post('finance', 'transfer/giveUp', { id });
    });
    await step(w, 'transfer awaiting audit', async () => {
      at(1, '10:36');
      await transfer(w, 'finance', '1501', 'airtel', 'bank', 80_000, 'Sweep Airtel Money collections to Equity');
    });
    await step(w, 'transfer approved, awaiting payout', async () => {
      at(1, '10:45');
      const id = await transfer(w, 'cashier', '1501', 'mpesa', 'bank', 500_000, 'Float for next week\'s bank payouts');
      at(1, '11:15');
      await desk.post('finance', 'transfer/audit', { id, decision: 'approve', remark: 'Pay out tomorrow morning' });
    });
    await step(w, 'refund awaiting audit (Haraka Loans)', async () => {
      at(1, '11:00');
      await refundOf(w, 'admin', need((await refundPool(w, '1502'))[0]), 'Agency recovered more than owed; refund the customer');
    });
    await step(w, 'rejected order back to review', async () => {
      at(1, '11:30');
      const others = ['M101', 'M102', 'M103', 'M104', 'M105'].filter((c) => !eligible.includes(c));
      const order = need((await pick.rejectedOrders(db, others, dayBefore(1), w.used, 1))[0]);
      w.used.add(order.id);
      await desk.post('admin', 'orderSalvage/retrieve', {
        orderNos: order.orderNo, target: ORDER_STATUS.pendingReview, reason: 'Employer confirmed the applicant by e-mail; review again',
      });
    });
    await step(w, 're-reviews waiting', async () => {
      const reasons = ['Applicant\'s employer letter received by e-mail', 'Customer cleared the CRB listing; clearance certificate attached',
        'Next of kin confirmed; the earlier number was mistyped'];
      for (const [i, reason] of reasons.entries()) {
        at(1, `11:${50 + i * 4}`);
        await reReview(w, eligible, reason, dayBefore(1));
      }
    });
    await step(w, 'auditor password reset', () => passwordReset(w, 'admin', 'auditor', d(1), '13:00'));
  } finally {
    await desk.close();
  }
  // Bills a rollback opened again owe their late fees up to today.
  await accrueOverdue(deps);
  return result;
}
