/** The contact rules' check: a number on the enabled contact black list is never called, texted or messaged. */
import type { DbOrTx } from '../../db/client';
import { normalisePhone } from '../../../common/validators';
import { contactBlacklisted } from './merchant-config.repository';

/** Whether `phone` (any typed Kenyan form) is on the enabled contact black list. */
export async function isContactBlacklisted(db: DbOrTx, phone: string): Promise<boolean> {
  const normal = normalisePhone(phone);
  return normal ? contactBlacklisted(db, normal) : false;
}
