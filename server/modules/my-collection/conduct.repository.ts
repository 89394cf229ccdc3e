/** The collector's personnel rows (the conduct rules' limits are read in collection-policy/conduct-limits.ts). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { collectionPersonnel } from '../../db/schema';

export const personnelRows = (db: DbOrTx, userId: number) => db.select().from(collectionPersonnel).where(eq(collectionPersonnel.userId, userId));
