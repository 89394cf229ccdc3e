/** CustomerManage: the customer list and the customer 360, limited to the caller's merchants. */
import {
  CUSTOMER_VIEW_LIMITS, type CustomerContactRow, type CustomerRow, type CustomerView,
} from '../../../common/customers/customer-manage';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import { inCallsOfCustomer } from '../customer-service/in-call.repository';
import { merchantScopeOf } from '../order/order-scope';
import * as repo from './customer-manage.repository';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export async function listCustomers(deps: Deps, session: SessionUser, query: repo.CustomerListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, ...total } = await repo.customerList.page(deps.db, scope, query);
  const figures = await repo.figuresOf(deps.db, rows.map((r) => r.id));
  const records: CustomerRow[] = rows.map((r) => ({
    ...r, registeredAt: r.registeredAt.toISOString(),
    orderCount: figures.get(r.id)?.orderCount ?? 0, openBillCount: figures.get(r.id)?.openBillCount ?? 0, amountDueCents: figures.get(r.id)?.amountDueCents ?? 0,
  }));
  return { records, total: total.total, totalExact: total.exact, current, size };
}

/** Calls, messages, collection contacts and inbound calls (CustomerInCallRecord), newest first, as one list. */
function contactsOf(
  calls: Awaited<ReturnType<typeof repo.callsOf>>, messages: Awaited<ReturnType<typeof repo.messagesOf>>,
  collection: Awaited<ReturnType<typeof repo.collectionContactsOf>>, inCalls: Awaited<ReturnType<typeof inCallsOfCustomer>>,
): CustomerContactRow[] {
  const rows: CustomerContactRow[] = [
    ...calls.map((c) => ({ key: `call-${c.id}`, kind: 'call' as const, channel: c.via, at: c.at.toISOString(), staffName: c.staffName, status: c.outcome ?? c.status, detail: c.orderNo, talkSeconds: c.talkSeconds })),
    ...messages.map((m) => ({ key: `message-${m.id}`, kind: 'message' as const, channel: m.channel, at: m.at.toISOString(), staffName: null, status: m.status, detail: m.body })),
    ...collection.map((c) => ({ key: `collection-${c.id}`, kind: 'collection' as const, channel: c.channel, at: c.at.toISOString(), staffName: c.staffName, status: c.result, detail: c.remark })),
    ...inCalls.map((c) => ({ key: `inCall-${c.id}`, kind: 'inCall' as const, channel: `inbound.${c.reason}`, at: c.at.toISOString(), staffName: c.staffName, status: c.resolution, detail: c.remark })),
  ];
  return rows.sort((a, b) => b.at.localeCompare(a.at));
}

export async function customerView(deps: Deps, session: SessionUser, customerId: number): Promise<CustomerView> {
  const [found, scope] = await Promise.all([repo.findCustomer(deps.db, customerId), merchantScopeOf(deps.db, session.userId)]);
  if (!found || (scope !== null && !scope.includes(found.customer.merchantId))) throw notFound('customerManage:errors.notFound');
  const c = found.customer;
  const [credits, orders, bills, flows, refunds, coupons, calls, messages, collection, amountDueCents, inCalls] = await Promise.all([
    repo.creditsOf(deps.db, c.id), repo.ordersOf(deps.db, c.id), repo.billsOf(deps.db, c.id), repo.flowsOf(deps.db, c.id),
    repo.refundsOf(deps.db, c.id), repo.couponsOf(deps.db, c.id), repo.callsOf(deps.db, c.id), repo.messagesOf(deps.db, c.phone),
    repo.collectionContactsOf(deps.db, c.id), repo.amountDueOf(deps.db, c.id), inCallsOfCustomer(deps.db, c.id, CUSTOMER_VIEW_LIMITS.contacts),
  ]);
  return {
    profile: {
      id: c.id, customerNo: c.customerNo, fullName: c.fullName, phone: c.phone, idNumber: c.idNumber, email: c.email, gender: c.gender,
      birthDate: c.birthDate, maritalStatus: c.maritalStatus, education: c.education, occupation: c.occupation, employer: c.employer,
      monthlyIncomeCents: c.monthlyIncomeCents, county: c.county, address: c.address, language: c.language, merchantName: found.merchantName,
      registeredAt: c.registeredAt.toISOString(),
    },
    credits: credits.map((r) => ({
      id: r.id, creditType: r.creditType, limitCents: r.limitCents, remainingCents: r.remainingCents, expiresAt: iso(r.expiresAt), adjustable: r.adjustable, status: r.status, taskName: r.taskName ?? null,
    })),
    orders: orders.map((o) => ({ ...o, applyAt: o.applyAt.toISOString(), lendingAt: iso(o.lendingAt) })),
    bills: bills.map((b) => ({ ...b, billAmountCents: Number(b.billAmountCents), amountDueCents: Number(b.amountDueCents) })),
    flows: flows.map((f) => ({ ...f, repaidAt: f.repaidAt.toISOString() })),
    refunds: refunds.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    coupons: coupons.map((r) => ({ ...r, expiresAt: iso(r.expiresAt), createdAt: r.createdAt.toISOString() })),
    contacts: contactsOf(calls, messages, collection, inCalls),
    amountDueCents,
  };
}
