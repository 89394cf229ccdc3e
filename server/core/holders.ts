/** The server side of common/holders.ts: refusals, translated, for acting on a record held by someone else. */
import { mayActOn } from '../../common/holders';
import type { SessionUser } from './access';
import { forbidden } from './errors';

/** A front-liner acts only on what they hold; a supervisor of the area on any record of their merchants. */
export function assertMayActOn(session: SessionUser, holderUserId: number | null, supervisorCodes: readonly string[], messageKey: string) {
  if (!mayActOn(session, holderUserId, supervisorCodes)) throw forbidden(messageKey);
}

/** Maker-checker: the holder of a case never decides a request about it. */
export function assertNotHolder(session: SessionUser, holderUserId: number | null, messageKey: string) {
  if (holderUserId !== null && holderUserId === session.userId) throw forbidden(messageKey);
}
