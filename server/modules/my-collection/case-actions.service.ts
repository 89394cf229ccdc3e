/**
 * What a collector does on one of their cases: record a follow-up (with a promise to pay), call through the
 * existing click-to-call flow, send a collection template SMS through the outbox. Calls and SMS pass the
 * conduct rules first (conduct.ts); every contact is a collection_contacts row; every write is audited.
 */
import type { CallBody, FollowUpBody, NextCase, SmsBody } from '../../../common/collection/my-collection';
import { promiseProblem } from '../../../common/collection/promise-rules';
import { formatKes } from '../../../common/money';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, notFound, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { callConfigOf, TEL_LINK } from '../call/call.service';
import { insertCallLog } from '../call/call.repository';
import { findTemplateWithNode } from '../message-template/message-template.repository';
import { deliverQueuedMessages, sendTemplatedMessage } from '../message-template/send-templated';
import * as repo from './case-view.repository';
import { visibleCase } from './case-view.service';
import { assertTemplateForCase, variablesOf } from './case-sms.service';
import { assertMayContact } from './conduct';
import { nextCaseId } from './my-collection.repository';
import { queueClock } from './my-collection.service';

const ownCase = (deps: Deps, session: SessionUser, caseId: number) => visibleCase(deps.db, session.userId, caseId, true);

export async function lockedOwnCase(tx: Tx, session: SessionUser, caseId: number) {
  const kase = await repo.lockCase(tx, caseId);
  if (!kase || kase.collectorUserId !== session.userId) throw notFound('myCollection:errors.caseNotFound');
  return kase;
}

/**
 * "Save and next": the case after this one in the queue as the list shows it, read before the write moves this
 * case within the queue (inside the write's transaction); undefined when the write did not ask.
 */
export async function nextAfter(tx: Tx, userId: number, body: { caseId: number; next?: FollowUpBody['next'] }, now: Date): Promise<Partial<NextCase>> {
  if (!body.next) return {};
  return { nextCaseId: await nextCaseId(tx, userId, body.next, body.caseId, queueClock(now)) };
}

/** The promise of a follow-up as the rules read it (common/collection/promise-rules.ts), refused with their message. */
function checkPromise(body: FollowUpBody, now: Date, owedCents: number | null) {
  const cents = body.commitmentAmount ?? null;
  const problem = promiseProblem({ actionCode: body.actionCode, at: body.commitmentAt, cents }, now, owedCents);
  if (problem) {
    const params: Record<string, string | number> = problem.field ? { field: `collection:fields.${problem.field}` } : {};
    if (problem.days) params.days = problem.days;
    if (problem.key === 'promiseAboveDue' && owedCents !== null) params.due = formatKes(owedCents);
    throw validationError(`myCollection:errors.${problem.key}`, params);
  }
  return body.commitmentAt && cents !== null ? { at: body.commitmentAt, cents } : null;
}

/** A follow-up record (a note on the timeline) and, with a commitment, a new pending promise that supersedes the open one. */
export async function recordFollowUp(deps: Deps, session: SessionUser, actor: Actor, body: FollowUpBody) {
  const now = deps.now();
  checkPromise(body, now, null);
  if (body.nextCallAt && body.nextCallAt <= now) throw validationError('myCollection:errors.nextCallInPast', { field: 'collection:fields.nextCallAt' });
  return deps.db.transaction(async (tx) => {
    const kase = await lockedOwnCase(tx, session, body.caseId);
    if (kase.status === 'closed') throw validationError('myCollection:errors.caseClosed');
    const promise = checkPromise(body, now, Number(kase.amountDueCents));
    const next = await nextAfter(tx, session.userId, body, now);
    if (body.target === 'emergencyContact') {
      if (!body.contactId) throw validationError('myCollection:errors.contactRequired');
      if ((await repo.emergencyContacts(tx, kase.orderId, body.contactId)).length === 0) throw forbidden('myCollection:errors.notEmergencyContact');
    }
    const contact = await repo.insertContact(tx, {
      caseId: kase.id, customerId: kase.customerId, userId: session.userId, channel: 'note', target: body.target,
      contactId: body.target === 'emergencyContact' ? body.contactId ?? null : null, actionCode: body.actionCode,
      customerIntent: body.customerIntent ?? null, overdueReason: body.overdueReason ?? null, remark: body.remark,
      nextCallAt: body.nextCallAt, at: now,
    });
    let promiseRow = null;
    let superseded = null;
    if (promise) {
      if (kase.promiseId) superseded = await repo.closeOpenPromise(tx, kase.promiseId, now);
      promiseRow = await repo.insertPromise(tx, { caseId: kase.id, userId: session.userId, promisedAt: promise.at, amountCents: promise.cents, status: 'pending', createdAt: now });
    }
    const after = await repo.updateCase(tx, kase.id, {
      followUpCount: kase.followUpCount + 1, lastActionCode: body.actionCode, lastContactAt: now, nextCallAt: body.nextCallAt,
      customerIntent: body.customerIntent ?? kase.customerIntent, overdueReason: body.overdueReason ?? kase.overdueReason,
      ...(promiseRow ? { promiseId: promiseRow.id, commitmentAt: promiseRow.promisedAt, commitmentCents: promise!.cents } : {}),
      updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'myCollection.followUp', entity: 'collectionCase', entityId: kase.id,
      before: { followUpCount: kase.followUpCount, promiseId: kase.promiseId, nextCallAt: kase.nextCallAt, customerIntent: kase.customerIntent },
      after: {
        contactId: contact.id, actionCode: body.actionCode, followUpCount: after.followUpCount, nextCallAt: after.nextCallAt,
        customerIntent: after.customerIntent, overdueReason: after.overdueReason, promiseId: promiseRow?.id ?? kase.promiseId,
        commitmentCents: promiseRow ? promise!.cents : kase.commitmentCents, supersededPromise: superseded ? { id: superseded.id, status: superseded.status } : null,
      },
    });
    return { contactId: contact.id, promiseId: promiseRow?.id ?? null, followUpCount: after.followUpCount, ...next };
  });
}

/** Click-to-call: rules checked and the attempt logged in one transaction, then the call centre rings (the sandbox by default). */
export async function callFromCase(deps: Deps, session: SessionUser, actor: Actor, body: CallBody) {
  const found = await ownCase(deps, session, body.caseId);
  const config = await callConfigOf(deps, session.userId);
  const telLink = config.startAccount === TEL_LINK;
  if (telLink && session.isDesensitization) throw forbidden('myCollection:errors.telLinkNeedsPlainData');
  const now = deps.now();
  const { contact, phone } = await deps.db.transaction(async (tx) => {
    const kase = await lockedOwnCase(tx, session, body.caseId);
    const to = await assertMayContact(tx, kase, { channel: 'call', target: body.target, contactId: body.contactId }, session.userId, now, found.phone);
    const row = await repo.insertContact(tx, {
      caseId: kase.id, customerId: kase.customerId, userId: session.userId, channel: 'call', target: body.target,
      contactId: body.target === 'emergencyContact' ? body.contactId ?? null : null, result: telLink ? 'opened' : 'dialing', at: now,
    });
    await repo.updateCase(tx, kase.id, { lastContactAt: now, updatedAt: now });
    return { contact: row, phone: to };
  });
  const dialled = telLink ? null : await deps.calls.dial({ phone, seat: config.seat, userId: session.userId }).catch(() => ({ status: 'failed' as const, providerRef: '' }));
  return deps.db.transaction(async (tx) => {
    const log = await insertCallLog(tx, {
      userId: session.userId, orderId: found.case.orderId, phone, via: telLink ? 'telLink' : 'callCentre',
      provider: dialled ? deps.calls.name : null, providerRef: dialled?.providerRef || null, status: dialled?.status ?? 'opened', createdAt: now,
    });
    await repo.setContactResult(tx, contact.id, { callLogId: log.id, result: log.status });
    await recordAudit(tx, actor, {
      action: 'myCollection.call', entity: 'collectionCase', entityId: found.case.id,
      after: { contactId: contact.id, callLogId: log.id, target: body.target, emergencyContactId: body.contactId ?? null, via: log.via, status: log.status },
    });
    return telLink
      ? { contactId: contact.id, via: log.via, callLogId: log.id, status: log.status, telUri: `tel:+${phone}` }
      : { contactId: contact.id, via: log.via, callLogId: log.id, status: log.status, providerRef: log.providerRef };
  });
}

/** A collection template SMS to the borrower: rules, the outbox row and the timeline row commit together; delivery follows. */
export async function sendCaseSms(deps: Deps, session: SessionUser, actor: Actor, body: SmsBody) {
  const found = await ownCase(deps, session, body.caseId);
  // Only enabled templates of the enabled collection node that fit the case's stage, level and merchant
  // (sendTemplatedMessage checks enabled/merchant again inside the transaction; the fit is checked again on the locked case).
  const template = assertTemplateForCase(await findTemplateWithNode(deps.db, body.templateId), found.case);
  const now = deps.now();
  const sent = await deps.db.transaction(async (tx) => {
    const kase = await lockedOwnCase(tx, session, body.caseId);
    assertTemplateForCase(await findTemplateWithNode(tx, body.templateId), kase);
    const phone = await assertMayContact(tx, kase, { channel: 'sms', target: 'borrower' }, session.userId, now, found.phone);
    const message = await sendTemplatedMessage(tx, {
      templateId: body.templateId, phone, variables: variablesOf(found), kind: 'collection', merchantId: kase.merchantId, actorUserId: session.userId,
    });
    const contact = await repo.insertContact(tx, {
      caseId: kase.id, customerId: kase.customerId, userId: session.userId, channel: 'sms', target: 'borrower', result: 'submitted',
      actionCode: 'smsSent', outboxId: message.outboxId, templateId: body.templateId, remark: message.body, at: now,
    });
    await repo.updateCase(tx, kase.id, { lastContactAt: now, updatedAt: now });
    await recordAudit(tx, actor, {
      action: 'myCollection.sendSms', entity: 'collectionCase', entityId: kase.id,
      after: { contactId: contact.id, outboxId: message.outboxId, templateId: body.templateId, templateNo: template.templateNo },
    });
    return { contactId: contact.id, outboxId: message.outboxId, body: message.body };
  });
  await deliverQueuedMessages(deps, [sent.outboxId]);
  return sent;
}
