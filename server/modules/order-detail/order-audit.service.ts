/**
 * The assigned auditor's work on an order under review: follow-up calls (order_follow_records and the
 * order's call count, last action code and next call time) and the decision (approve, or reject with a
 * manual refuse code), each in one transaction on the locked order.
 */
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { conflict, forbidden, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { ORDER_STATUS } from '../../../common/orders/order-status';
import { assertCanApply, lockOrder, stepActorOf, transitionOrder, type OrderRow } from '../order/order-transition';
import { assertOrderInScope } from './order-access';
import * as repo from './order-audit.repository';
import { findContact } from './order-detail.repository';
import type { FollowInput, SubmitInput } from './order-audit.schemas';

const MANUAL_REFUSE_PREFIX = 'M';


/** Only the auditor the order is allocated to works on it. */
function assertAssignedAuditor(order: OrderRow, session: SessionUser) {
  if (order.auditorId !== session.userId) throw forbidden('orderDetail:errors.notAssignedAuditor');
}

async function lockOwnOrder(tx: Tx, session: SessionUser, orderId: number) {
  return assertOrderInScope(tx, session.userId, await lockOrder(tx, orderId));
}

async function followedParty(tx: Tx, order: OrderRow, input: FollowInput) {
  if (input.contactKind === 'self') return { contactName: order.customerName, phone: order.phone };
  const contact = input.contactId ? await findContact(tx, order.id, input.contactId) : null;
  if (!contact || contact.kind !== input.contactKind) throw validationError('orderDetail:errors.contactRequired');
  return { contactName: contact.name, phone: contact.phone };
}

export async function recordFollow(deps: Deps, session: SessionUser, actor: Actor, input: FollowInput) {
  if (!(await repo.dictionaryHas(deps.db, 'AUDIT_ACTION_CODE', input.actionCode))) throw validationError('orderDetail:errors.unknownActionCode');
  return deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, session, input.orderId);
    if (order.status !== ORDER_STATUS.pendingReview) throw conflict('orderDetail:errors.notUnderReview', { orderNo: order.orderNo });
    assertAssignedAuditor(order, session);
    const party = await followedParty(tx, order, input);
    const at = deps.now();
    const follow = await repo.insertFollow(tx, {
      orderId: order.id, userId: session.userId, contactKind: input.contactKind, ...party, actionCode: input.actionCode,
      remark: input.remark || null, nextCallAt: input.nextCallAt ?? null, createdAt: at,
    });
    const updated = await repo.noteFollowOnOrder(tx, order.id, input.actionCode, input.nextCallAt ?? null, at);
    await recordAudit(tx, actor, {
      action: 'order.follow', entity: 'order', entityId: order.id,
      before: { callCount: order.callCount, lastActionCode: order.lastActionCode, nextCallAt: order.nextCallAt },
      after: { followId: follow.id, contactKind: input.contactKind, ...updated },
    });
    return { id: follow.id, ...updated };
  });
}

/** Every required question answered with one of its options; answers to other questions are kept as given. */
async function answeredQuestions(deps: Deps, answers: SubmitInput['answers']) {
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  const questions = await repo.enabledQuestions(deps.db);
  const complete = questions.every((q) => {
    const answer = given.get(q.id);
    if (!answer) return !q.required;
    return q.options.includes(answer);
  });
  if (!complete) throw validationError('orderDetail:errors.incomplete');
  return questions.filter((q) => given.get(q.id)).map((q) => ({ questionId: q.id, question: q.question, answer: given.get(q.id)! }));
}

async function checkedRefuseCode(deps: Deps, input: SubmitInput): Promise<string | null> {
  if (input.decision === 'approve') return null;
  if (!input.refuseCode) throw validationError('orderDetail:errors.refuseCodeRequired');
  const manual = input.refuseCode.startsWith(MANUAL_REFUSE_PREFIX) && await repo.dictionaryHas(deps.db, 'REFUSE_CODE', input.refuseCode);
  if (!manual) throw validationError('orderDetail:errors.manualRefuseCode');
  return input.refuseCode;
}

export async function submitReview(deps: Deps, session: SessionUser, actor: Actor, input: SubmitInput) {
  const refuseCode = await checkedRefuseCode(deps, input);
  const answers = await answeredQuestions(deps, input.answers);
  return deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, session, input.orderId);
    assertCanApply(order, input.decision);
    assertAssignedAuditor(order, session);
    const at = deps.now();
    const remark = input.remark || null;
    const review = await repo.insertReview(tx, {
      orderId: order.id, auditorId: session.userId, decision: input.decision, refuseCode, remark, answers,
      approvedAmountCents: input.decision === 'approve' ? order.loanAmountCents : null, createdAt: at,
    });
    const updated = await transitionOrder(tx, order, {
      action: input.decision, actor: stepActorOf(actor, session.realName), refuseCode, reason: remark, at,
      changes: { auditAt: at, ...(refuseCode ? { refuseCode, denialReason: remark } : {}) },
      detail: { reviewId: review.id, answers: answers.length },
    });
    await recordAudit(tx, actor, {
      action: 'orderReview.create', entity: 'orderReview', entityId: review.id,
      after: { orderId: order.id, decision: input.decision, refuseCode, remark, answers },
    });
    return { reviewId: review.id, status: updated.status };
  });
}
