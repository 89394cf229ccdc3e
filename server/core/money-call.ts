/** Money routes answer once per Idempotency-Key (server/core/idempotency.ts), scoped to the signed-in user. */
import { idempotencyKeyOf, idempotent, idempotentAcross } from './idempotency';
import { requireSession, type RouteContext } from './route';
import type { Tx } from '../db/client';

type AnyContext = RouteContext<unknown, unknown>;

/** For calls that talk to a payment channel between their transactions. */
export const onceAcross = <T>(ctx: AnyContext, operation: string, work: () => Promise<T>) =>
  idempotentAcross(ctx.deps, idempotencyKeyOf(ctx.request), operation, requireSession(ctx).userId, work);

/** For calls that are one transaction. */
export const onceInTx = <T>(ctx: AnyContext, operation: string, work: (tx: Tx) => Promise<T>) =>
  idempotent(ctx.deps, idempotencyKeyOf(ctx.request), operation, requireSession(ctx).userId, work);
