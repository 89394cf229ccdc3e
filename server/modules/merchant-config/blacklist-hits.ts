/** The artificial black list as machine review reads it: a hit refuses like the risk black list (R100). */
import type { DbOrTx } from '../../db/client';
import { artificialBlacklistHits, type BlacklistSubjects } from './merchant-config.repository';

/** Hits of the merchant's (or every merchant's) enabled manual entries, shaped as list hits: `black`, `manual: true`. */
export async function manualBlacklistHits(db: DbOrTx, merchantId: number, subjects: BlacklistSubjects) {
  const rows = await artificialBlacklistHits(db, merchantId, subjects);
  return rows.map((r) => ({ id: r.id, listType: 'black' as const, subjectType: r.subjectType as 'phone' | 'idNumber' | 'device', value: r.value, manual: true }));
}
