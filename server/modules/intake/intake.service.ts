/**
 * Intake: one application from a merchant's customer app becomes a customer, an order and its captured
 * data, machine-reviewed, in one transaction. The same externalRef twice returns the first order.
 */
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIN_BYTES, type Application } from '../../../common/orders/application';
import { formatEatDate } from '../../../common/time';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { activeRaises } from '../coupon/credit-raise';
import { chargeIntake } from '../merchant-billing/charge';
import { applyMerchantRules } from '../merchant-config/intake-rules';
import { insertOrderStep } from '../order/order-transition.repository';
import { explainedDecision, machineStepDetail } from '../risk/explained-decision';
import { machineReview } from '../risk/machine-review';
import { applicationFacts } from './application-facts';
import * as repo from './intake.repository';


export interface IntakeResult {
  orderId: number;
  orderNo: string;
  status: number;
  refuseCode: string | null;
  modelLevel: string | null;
  duplicate: boolean;
}

const BP = 10_000;
const CREDIT_VALID_DAYS = 180;
/** CREDIT_STATUS 4: in progress (an application against the line is under review). */
const CREDIT_IN_PROGRESS = '4';

async function insertCapturedData(tx: Tx, orderId: number, customerId: number, app: Application) {
  const contacts = [
    ...app.contacts.map((c) => ({ orderId, customerId, kind: 'emergency' as const, name: c.name, relation: c.relation, phone: c.phone })),
    ...app.closeContacts.map((c) => ({ orderId, customerId, kind: 'close' as const, name: c.name, phone: c.phone, callCount: c.callCount, callSeconds: c.callSeconds, lastCallAt: c.lastCallAt ?? null })),
  ];
  await repo.insertContacts(tx, contacts);
  await repo.insertApplicationData(tx, {
    orderId,
    // The amount applied for (the order keeps the amount granted): a replay's loan-amount facts read it.
    incoming: { incomingChannel: app.incomingChannel ?? null, promotionChannel: app.promotionChannel ?? null, dataSource: app.dataSource ?? null, appVersion: app.device.appVersion ?? null, ip: app.device.ip ?? null, externalRef: app.externalRef, requestedCents: app.loanAmountCents },
    device: app.device, location: app.location ?? null, operator: app.operator ?? null, appList: app.appList, bvn: app.bvn ?? null, face: app.face ?? null,
  });
}

/**
 * Files go to the file store first, then their rows into the transaction; a failed transaction leaves at
 * most an unreferenced file behind, never a row without its file.
 */
async function storeAttachments(deps: Deps, tx: Tx, orderId: number, attachments: Application['attachments']) {
  for (const [index, a] of attachments.entries()) {
    const bytes = Buffer.from(a.dataBase64, 'base64');
    if (bytes.length < ATTACHMENT_MIN_BYTES || bytes.length > ATTACHMENT_MAX_BYTES) throw validationError('intake:errors.attachmentSize');
    const storageKey = `orders/${orderId}/${index + 1}-${a.kind}`;
    await deps.files.put(storageKey, { bytes, contentType: a.contentType });
    await repo.insertAttachment(tx, { orderId, kind: a.kind, fileName: a.fileName, contentType: a.contentType, storageKey, sizeBytes: bytes.length });
  }
}

export async function submitApplication(deps: Deps, merchantId: number, app: Application, at: Date = deps.now()): Promise<IntakeResult> {
  return deps.db.transaction(async (tx) => {
    const existing = await repo.findOrderByExternalRef(tx, merchantId, app.externalRef);
    if (existing) return resultOf(existing, true);
    const merchant = await repo.findMerchant(tx, merchantId);
    const product = await repo.findProduct(tx, merchantId, app.productCode);
    if (!merchant || !product?.enabled) throw validationError('intake:errors.productUnavailable', { productCode: app.productCode });
    if (app.loanAmountCents < product.minAmountCents || app.loanAmountCents > product.maxAmountCents) {
      throw validationError('intake:errors.amountOutOfRange');
    }
    const merchantTerms = await applyMerchantRules(tx, { merchantId, merchantName: merchant.merchantName, productId: product.id, phone: app.customer.phone, loanAmountCents: app.loanAmountCents, at });
    const org = app.orgNo ? await repo.findOrg(tx, merchantId, app.orgNo) : null;
    const serial = await repo.nextOrderSerial(tx);
    const customer = await repo.upsertCustomer(tx, merchantId, app.customer, `C${merchant.merchantNo}${serial}`);
    // The customer row is now locked: a concurrent copy of this application has either committed or waits.
    const raced = await repo.findOrderByExternalRef(tx, merchantId, app.externalRef);
    if (raced) return resultOf(raced, true);
    const history = await repo.customerHistory(tx, customer.id, new Date(at.getTime() - 30 * 86_400_000));
    if (history.open > 0) throw conflict('intake:errors.applicationInProgress');
    const loanType = history.disbursedBefore > 0 ? 2 : 1;
    if ((product.loanTypes === 'first' && loanType !== 1) || (product.loanTypes === 'repeat' && loanType !== 2)) {
      throw validationError('intake:errors.productNotForCustomer');
    }
    const decision = await machineReview(tx, merchantId, applicationFacts(app, history, at),
      { phone: app.customer.phone, idNumber: app.customer.idNumber, device: app.device.deviceId }, at);
    // The rate: the level's pricing row, else the product's. The cap (amountCap): the level's maximum lifted by the
    // customer's running raises (temporary-limit tasks, limit coupons), never above the product's maximum nor the merchant's limit.
    const pricing = decision.modelLevel ? await repo.findPricing(tx, product.id, decision.modelLevel) : null;
    const explained = explainedDecision(decision, {
      requestedCents: app.loanAmountCents, productMaxCents: product.maxAmountCents, level: decision.modelLevel, levelCents: pricing?.maxAmountCents ?? null,
      raises: await activeRaises(tx, customer.id, at), merchantCents: merchantTerms.maxAmountCents,
    });
    const cap = explained.cap;
    const terms = { dailyInterestBp: pricing?.dailyInterestBp ?? product.dailyInterestBp, maxAmountCents: cap.capCents };
    const loanAmountCents = cap.grantedCents;
    const serviceFee = Math.round((loanAmountCents * product.serviceFeeBp) / BP);
    const bankCard = await repo.saveBankCard(tx, customer.id, app.bankCard);
    const applyDay = formatEatDate(at);
    const status = decision.decision === 'pass' ? ORDER_STATUS.toBeAllocated : ORDER_STATUS.machineRefused;
    const order = await repo.insertOrder(tx, {
      orderNo: `${merchant.merchantNo}${applyDay.slice(2).replaceAll('-', '')}${serial}`,
      merchantId, orgId: org?.id ?? null, customerId: customer.id, productId: product.id, bankCardId: bankCard.id,
      customerName: customer.fullName, idNumber: customer.idNumber, certificateNumber: customer.certificateNumber, phone: customer.phone,
      customerLanguage: customer.language, status, refuseCode: decision.refuseCode, applyAt: at, applyDay,
      loanAmountCents, practicalAmountCents: loanAmountCents - serviceFee, termDays: product.termDays, installments: product.installments,
      dailyInterestBp: terms.dailyInterestBp, loanType, incomingChannel: app.incomingChannel ?? null,
      promotionChannel: app.promotionChannel ?? null, dataSource: app.dataSource ?? null, whitelist: decision.whitelist,
      modelLevel: decision.modelLevel, riskScore: decision.score, externalRef: app.externalRef, createdAt: at, updatedAt: at,
    });
    await chargeIntake(tx, { merchantId, orderId: order.id, acquired: status === ORDER_STATUS.toBeAllocated, at });
    await insertCapturedData(tx, order.id, customer.id, app);
    await storeAttachments(deps, tx, order.id, app.attachments);
    if (status === ORDER_STATUS.toBeAllocated) {
      // The model's cap becomes the customer's line; the amount applied for is held while it is reviewed.
      await repo.saveCashCredit(tx, customer.id, {
        limitCents: terms.maxAmountCents, remainingCents: Math.max(0, terms.maxAmountCents - loanAmountCents),
        expiresAt: new Date(at.getTime() + CREDIT_VALID_DAYS * 86_400_000), status: CREDIT_IN_PROGRESS,
      });
    }
    await insertOrderStep(tx, {
      orderId: order.id, action: decision.decision === 'pass' ? 'machinePass' : 'machineRefuse', fromStatus: null, toStatus: status,
      actorUserId: null, actorName: 'machine', refuseCode: decision.refuseCode, detail: machineStepDetail(decision, explained), at,
    });
    await recordAudit(tx, { userId: null, username: `intake:${merchant.merchantNo}`, ip: '' }, {
      action: 'order.intake', entity: 'order', entityId: order.id, after: { orderNo: order.orderNo, status, refuseCode: decision.refuseCode },
    });
    return resultOf(order, false);
  });
}

function resultOf(order: { id: number; orderNo: string; status: number; refuseCode: string | null; modelLevel: string | null }, duplicate: boolean): IntakeResult {
  return { orderId: order.id, orderNo: order.orderNo, status: order.status, refuseCode: order.refuseCode, modelLevel: order.modelLevel, duplicate };
}
