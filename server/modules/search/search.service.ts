/**
 * search/records: what the palette finds for what the user typed (docs/palette.md). Each kind is searched only
 * when the caller may open the screen its results open in, and only within the caller's merchants. Masked
 * users get the same rows; their phones and ID numbers are masked by the response filter (the fields keep
 * their names), and they match on what they typed, which the answer does not echo.
 */
import { NAME_CONTAINS_MIN } from '../../../common/list-query';
import { ORDER_DATA_CODES, viewCode } from '../../../common/routes';
import {
  BILL_SCREEN, CASE_LIST_SCREENS, CASE_WORKBENCH_SCREENS, CUSTOMER_SCREEN, FLOW_SCREEN, REFUND_SCREENS, TRANSFER_SCREENS, WITHDRAWAL_SCREEN, customerPath, listFilteredPath, orderPath, SEARCHED_MAX, STAFF_SCREEN,
  workbenchCasePath, type RecordResult, type RecordSearchAnswer,
} from '../../../common/search/records';
import { normalisePhone } from '../../../common/validators';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { sessionMerchantScope } from '../../core/merchant-scope';
import * as repo from './search.repository';

const SYSTEMS = ['v1', 'v2'] as const;
/** Record numbers and ID numbers are letters and digits; anything else in the input cannot be one. */
const RECORD_NUMBER = /^[A-Za-z0-9-]{2,}$/;
export const ID_NUMBER = /^\d{6,12}$/;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Control characters (NUL among them) are not text anyone types, and PostgreSQL refuses NUL in a string. */
export const searchedText = (q: string) => q.replace(/\p{Cc}/gu, ' ').trim();

export async function searchRecords(deps: Deps, session: SessionUser, q: string): Promise<RecordSearchAnswer> {
  const text = searchedText(q);
  if (!text || text.length > SEARCHED_MAX) return { records: [] };
  const holds = (code: string) => session.codes.has(code);
  const scope = await sessionMerchantScope(deps.db, session);
  const number = RECORD_NUMBER.test(text) ? text.toUpperCase() : null;
  const reach: repo.CaseReach = {
    listed: SYSTEMS.filter((s) => holds(viewCode(CASE_LIST_SCREENS[s]))),
    held: SYSTEMS.filter((s) => holds(viewCode(CASE_WORKBENCH_SCREENS[s]))),
    userId: session.userId,
  };
  const refundScreen = REFUND_SCREENS.find((key) => holds(viewCode(key)));
  const transferScreen = TRANSFER_SCREENS.find((key) => holds(viewCode(key)));
  const [orderRows, customerRows, caseRows, billRows, flowRows, refundRows, transferRows, withdrawalRows, staffRows] = await Promise.all([
    number && ORDER_DATA_CODES.some(holds) ? repo.ordersNumbered(deps.db, scope, number) : [],
    holds(viewCode(CUSTOMER_SCREEN)) ? repo.customersMatching(deps.db, scope, {
      phone: normalisePhone(text),
      idNumber: ID_NUMBER.test(text) ? text : null,
      name: text.length >= NAME_CONTAINS_MIN ? text : null,
    }) : [],
    number && (reach.listed.length || reach.held.length) ? repo.casesNumbered(deps.db, scope, number, reach) : [],
    number && holds(viewCode(BILL_SCREEN)) ? repo.billsNumbered(deps.db, scope, number) : [],
    number && holds(viewCode(FLOW_SCREEN)) ? repo.flowsMatching(deps.db, scope, number) : [],
    number && refundScreen ? repo.refundNumbered(deps.db, scope, number) : [],
    number && transferScreen ? repo.transferNumbered(deps.db, scope, number) : [],
    number && holds(viewCode(WITHDRAWAL_SCREEN)) ? repo.withdrawalNumbered(deps.db, scope, number) : [],
    holds(viewCode(STAFF_SCREEN)) ? repo.staffMatching(deps.db, scope, text) : [],
  ]);
  const records: RecordResult[] = [
    ...orderRows.map((o) => ({
      kind: 'order' as const, id: o.id, title: o.orderNo, status: String(o.status), merchantId: o.merchantId, merchantName: o.merchantName,
      amountCents: o.amountCents, at: iso(o.at), name: o.customerName, path: orderPath(o.id),
    })),
    ...customerRows.map((c) => ({
      kind: 'customer' as const, id: c.id, title: c.fullName, status: null, merchantId: c.merchantId, merchantName: c.merchantName, amountCents: null,
      at: iso(c.at), phone: c.phone, idNumber: c.idNumber, path: customerPath(c.id),
    })),
    ...caseRows.map((c) => ({
      kind: 'case' as const, id: c.id, title: c.caseNo, status: c.status, merchantId: c.merchantId, merchantName: c.merchantName, amountCents: c.amountCents,
      at: iso(c.at),
      path: reach.listed.includes(c.system) ? listFilteredPath(CASE_LIST_SCREENS[c.system], 'caseNo', c.caseNo)
        : workbenchCasePath(CASE_WORKBENCH_SCREENS[c.system], c.id),
    })),
    ...billRows.map((b) => ({
      kind: 'bill' as const, id: b.id, title: b.billNo, status: b.status, merchantId: b.merchantId, merchantName: b.merchantName, amountCents: b.amountCents,
      at: null, name: b.customerName, path: listFilteredPath(BILL_SCREEN, 'billNo', b.billNo),
    })),
    ...flowRows.map((f) => ({
      kind: 'flow' as const, id: f.id, title: f.paymentCode ? `${f.flowNo} · ${f.paymentCode}` : f.flowNo, status: f.status, merchantId: f.merchantId, merchantName: f.merchantName,
      amountCents: f.amountCents, at: iso(f.at), name: f.customerName, path: listFilteredPath(FLOW_SCREEN, 'flowNo', f.flowNo),
    })),
    ...refundRows.map((r) => ({
      kind: 'refund' as const, id: r.id, title: r.refundNo, status: r.status, merchantId: r.merchantId, merchantName: r.merchantName, amountCents: r.amountCents,
      at: iso(r.at), name: r.customerName, path: listFilteredPath(refundScreen!, 'orderNo', r.orderNo),
    })),
    ...transferRows.map((r) => ({
      kind: 'transfer' as const, id: r.id, title: r.transferNo, status: r.status, merchantId: r.merchantId, merchantName: r.merchantName, amountCents: r.amountCents,
      at: iso(r.at), path: listFilteredPath(transferScreen!, 'transferNo', r.transferNo),
    })),
    ...withdrawalRows.map((r) => ({
      kind: 'withdrawal' as const, id: r.id, title: r.withdrawalNo, status: r.status, merchantId: r.merchantId, merchantName: r.merchantName, amountCents: r.amountCents,
      at: iso(r.at), name: r.customerName, path: listFilteredPath(WITHDRAWAL_SCREEN, 'withdrawalNo', r.withdrawalNo),
    })),
    ...staffRows.map((u) => ({
      kind: 'staff' as const, id: u.id, title: u.username, status: u.status, merchantId: u.merchantId, merchantName: u.merchantName, amountCents: null,
      at: iso(u.at), name: u.realName, path: listFilteredPath(STAFF_SCREEN, 'username', u.username),
    })),
  ];
  return { records };
}
