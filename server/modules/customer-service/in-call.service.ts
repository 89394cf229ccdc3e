/**
 * CustomerInCallRecord: the agent types the caller's number (any form), confirms the customer it finds, and
 * records the reason, resolved or unresolved, an optional follow-up e-mail and what was said. A number no
 * customer of the caller's merchants has is recorded as an unknown caller (customer empty). An unresolved call of a
 * known customer may open a ticket in the same transaction (the agent needs the Feedback `add` code).
 */
import { FEEDBACK_SCREEN } from '../../../common/customer-service/feedback';
import { TICKET_CATEGORY_OF, type InCallCreate } from '../../../common/customer-service/in-call';
import { actionCode } from '../../../common/routes';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { forbidden, validationError } from '../../core/errors';
import { merchantScopeOf } from '../order/order-scope';
import { openTicketIn } from './feedback.service';
import * as repo from './in-call.repository';

export async function listInCalls(deps: Deps, session: SessionUser, query: repo.InCallListQuery) {
  const { current, size } = query;
  const scope = await merchantScopeOf(deps.db, session.userId);
  const { rows, total } = await repo.inCallList.page(deps.db, scope, query);
  return { records: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, current, size };
}

export async function findCallers(deps: Deps, session: SessionUser, phone: string) {
  return repo.customersByPhone(deps.db, await merchantScopeOf(deps.db, session.userId), phone);
}

export async function createInCall(deps: Deps, session: SessionUser, actor: Actor, input: InCallCreate) {
  const phone = input.phone as string;
  const matches = await findCallers(deps, session, phone);
  let customerId: number | null = null;
  if (input.customerId !== undefined) {
    if (!matches.some((m) => m.id === input.customerId)) throw validationError('customerService:errors.customerNotThisPhone');
    customerId = input.customerId;
  } else if (matches.length === 1) {
    customerId = matches[0].id;
  } else if (matches.length > 1) {
    throw validationError('customerService:errors.chooseCustomer');
  }
  if (input.ticket) {
    if (!session.codes.has(actionCode(FEEDBACK_SCREEN, 'add'))) throw forbidden();
    if (customerId === null) throw validationError('customerService:errors.ticketNeedsCustomer');
    if (input.resolution !== 'unresolved') throw validationError('customerService:errors.ticketNeedsUnresolved');
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const row = await repo.insertInCall(tx, {
      customerId, phone, reason: input.reason, resolution: input.resolution, email: input.email ?? null, remark: input.remark,
      userId: session.userId, createdAt: now, updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'inCallRecord.create', entity: 'inCallRecord', entityId: row.id,
      after: { customerId, reason: row.reason, resolution: row.resolution, email: row.email, remark: row.remark },
    });
    const ticket = input.ticket && customerId !== null
      ? await openTicketIn(tx, deps, session, actor, {
        customerId, inCallRecordId: row.id, category: TICKET_CATEGORY_OF[input.reason], priority: input.ticket.priority, content: input.remark, take: input.ticket.take,
      })
      : null;
    return { id: row.id, customerId, ticket };
  });
}
