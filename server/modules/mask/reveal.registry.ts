/** Which masked values can be revealed, and the operation code each needs. Later modules add entries. */
import { eq } from 'drizzle-orm';
import { actionCode } from '../../../common/routes';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { orderContactRevealSource, orderRevealSource } from '../order-detail/order-reveal';

export interface RevealSource {
  code: string;
  fields: readonly string[];
  /** undefined: no such record for this caller (not found, or outside their merchants). */
  load(db: DbOrTx, id: number, field: string, userId: number): Promise<string | null | undefined>;
}

export const REVEAL_SOURCES: Readonly<Record<string, RevealSource>> = {
  user: {
    code: actionCode('UserSystem/UserManagement', 'revealSensitive'),
    fields: ['phone', 'email'],
    async load(db, id, field) {
      const [row] = await db.select({ phone: users.phone, email: users.email }).from(users).where(eq(users.id, id));
      return row?.[field as 'phone' | 'email'];
    },
  },
  order: orderRevealSource,
  orderContact: orderContactRevealSource,
};
