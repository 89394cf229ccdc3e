/**
 * The order detail (spec 2, Order detail sections and tabs): one order, its customer, what the app captured,
 * its audit trail and its merchant links, read in the caller's merchant scope. Sensitive values keep their
 * field names (phone, idNumber, cardNumber, walletAccount, registeredPhone, imei) so the envelope masks them.
 */
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { machineDecisionOf } from '../../../common/risk/machine-decision';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { OrderRow } from '../order/order-transition';
import { findScopedOrder } from './order-access';
import * as repo from './order-detail.repository';

type Blob = Record<string, unknown> | null;

const asObject = (value: unknown): Blob => (value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : null);

export async function resolveOrderId(deps: Deps, query: { orderId?: number; orderNo?: string }): Promise<number> {
  const id = query.orderId ?? (query.orderNo ? await repo.findOrderIdByNo(deps.db, query.orderNo) : null);
  if (!id) throw notFound('order:errors.notFound');
  return id;
}

function basicSection(order: OrderRow, links: Awaited<ReturnType<typeof repo.findOrderLinks>>) {
  return {
    orderNo: order.orderNo, status: order.status, refuseCode: order.refuseCode, denialReason: order.denialReason,
    loanType: order.loanType, productCode: links.product?.productCode ?? null, productName: links.product?.productName ?? null,
    loanAmountCents: order.loanAmountCents, practicalAmountCents: order.practicalAmountCents, termDays: order.termDays,
    installments: order.installments, dailyInterestBp: order.dailyInterestBp, applyAt: order.applyAt, auditAt: order.auditAt,
    modelLevel: order.modelLevel, riskScore: order.riskScore, whitelist: order.whitelist, auditorId: order.auditorId,
    auditorName: links.auditorName, allocatedAt: order.allocatedAt, callCount: order.callCount, lastActionCode: order.lastActionCode,
    nextCallAt: order.nextCallAt, reReviewCount: order.reReviewCount,
  };
}

export async function loadOrderDetail(deps: Deps, userId: number, orderId: number) {
  const order = await findScopedOrder(deps.db, userId, orderId);
  const [links, customer, bankCard, credits, contacts, captured, attachments, steps, reviews, followRecords] = await Promise.all([
    repo.findOrderLinks(deps.db, order), repo.findCustomer(deps.db, order.customerId), repo.findBankCard(deps.db, order.bankCardId),
    repo.findCredits(deps.db, order.customerId), repo.findContacts(deps.db, order.id), repo.findApplicationData(deps.db, order.id),
    repo.findAttachments(deps.db, order.id), repo.findSteps(deps.db, order.id), repo.findReviews(deps.db, order.id),
    repo.findFollowRecords(deps.db, order.id),
  ]);
  const incoming = asObject(captured?.incoming);
  const contactRow = (c: (typeof contacts)[number]) => ({ id: c.id, name: c.name, relation: c.relation, phone: c.phone, callCount: c.callCount, callSeconds: c.callSeconds, lastCallAt: c.lastCallAt });
  return {
    order: {
      id: order.id, orderNo: order.orderNo, status: order.status, customerId: order.customerId, customerName: order.customerName,
      phone: order.phone, idNumber: order.idNumber, loanAmountCents: order.loanAmountCents, productName: links.product?.productName ?? null,
      modelLevel: order.modelLevel, whitelist: order.whitelist, loanType: order.loanType, auditorId: order.auditorId,
      merchantName: links.merchant?.merchantName ?? null, customerLanguage: order.customerLanguage,
    },
    sections: {
      incoming: { applyAt: order.applyAt, incomingChannel: order.incomingChannel, promotionChannel: order.promotionChannel, dataSource: order.dataSource,
        appVersion: incoming?.appVersion ?? null, ip: incoming?.ip ?? null, externalRef: order.externalRef },
      basic: basicSection(order, links),
      bankCard: bankCard && { holderName: bankCard.holderName, cardNumber: bankCard.cardNumber, bankName: bankCard.bankName, branch: bankCard.branch,
        paymentType: bankCard.paymentType, paymentSubtype: bankCard.paymentSubtype, walletAccount: bankCard.walletAccount },
      payment: { lendingChannel: order.lendingChannel, paymentType: bankCard?.paymentType ?? null, bankName: bankCard?.bankName ?? null,
        cardNumber: bankCard?.cardNumber ?? null, walletAccount: bankCard?.walletAccount ?? null, practicalAmountCents: order.practicalAmountCents,
        lendingAt: order.lendingAt, disbursed: order.status === ORDER_STATUS.disbursed },
      repaymentCode: { paybill: links.merchant?.paybill ?? null, accountNo: order.orderNo },
      face: asObject(captured?.face),
      steps: steps.map((s) => ({ id: s.id, action: s.action, fromStatus: s.fromStatus, toStatus: s.toStatus, actorName: s.actorName, refuseCode: s.refuseCode, reason: s.reason, at: s.at })),
      machineDecision: machineDecisionOf(steps, order),
      attachments,
      reviews,
      followRecords,
      merchantLink: { merchantNo: links.merchant?.merchantNo ?? null, merchantName: links.merchant?.merchantName ?? null, orgNo: links.org?.orgNo ?? null,
        orgName: links.org?.orgName ?? null, appName: links.merchant?.appName ?? null, incomingChannel: order.incomingChannel,
        promotionChannel: order.promotionChannel, dataSource: order.dataSource },
    },
    tabs: {
      basic: customer && {
        customerNo: customer.customerNo, fullName: customer.fullName, phone: customer.phone, idNumber: customer.idNumber,
        certificateNumber: customer.certificateNumber, gender: customer.gender, birthDate: customer.birthDate, email: customer.email,
        language: customer.language, maritalStatus: customer.maritalStatus, education: customer.education, occupation: customer.occupation,
        employer: customer.employer, monthlyIncomeCents: customer.monthlyIncomeCents, county: customer.county, address: customer.address,
        registeredAt: customer.registeredAt,
        credits: credits.map((c) => ({ id: c.id, creditType: c.creditType, limitCents: c.limitCents, remainingCents: c.remainingCents, expiresAt: c.expiresAt, adjustable: c.adjustable, status: c.status })),
      },
      socialRelations: contacts.filter((c) => c.kind === 'emergency').map(contactRow),
      operator: asObject(captured?.operator),
      appList: Array.isArray(captured?.appList) ? captured.appList : [],
      location: asObject(captured?.location),
      device: asObject(captured?.device),
      closeContacts: contacts.filter((c) => c.kind === 'close').map(contactRow),
      bvn: asObject(captured?.bvn),
    },
  };
}

export async function historyOrders(deps: Deps, userId: number, orderId: number, page: repo.PageRequest) {
  const order = await findScopedOrder(deps.db, userId, orderId);
  return { ...(await repo.pageOtherOrders(deps.db, order.customerId, order.id, page)), ...page };
}

export async function historySteps(deps: Deps, userId: number, orderId: number, page: repo.PageRequest) {
  const order = await findScopedOrder(deps.db, userId, orderId);
  return { ...(await repo.pageOtherOrderSteps(deps.db, order.customerId, order.id, page)), ...page };
}
