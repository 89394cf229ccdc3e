/** sms_routes for the CRUD kit and the screens' test send (the send path's reads are in outbox/sms-delivery.repository.ts). */
import { asc, eq } from 'drizzle-orm';
import type { SmsRouteKind } from '../../../common/contact/sms-routing';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { merchants, outboxMessages, smsRoutes } from '../../db/schema';
import { attemptsOf } from '../outbox/sms-delivery.repository';

export const smsRouteSource = crudSource(smsRoutes);
export const inKind = (kind: SmsRouteKind) => eq(smsRoutes.kind, kind);

export const merchantOptions = (db: DbOrTx) => db.select({ value: merchants.id, label: merchants.merchantName }).from(merchants).orderBy(asc(merchants.id));

export async function merchantExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, id)).limit(1);
  return Boolean(row);
}

export async function outboxWithAttempts(db: DbOrTx, id: number) {
  const [message] = await db.select({ id: outboxMessages.id, status: outboxMessages.status, provider: outboxMessages.provider, providerRef: outboxMessages.providerRef })
    .from(outboxMessages).where(eq(outboxMessages.id, id));
  return { ...message, attempts: await attemptsOf(db, [id]) };
}
