/**
 * A kind of record whose masked values a masked user with the right operation code may reveal. Each module
 * that owns such values declares its source; the mask module's registry lists them by kind.
 */
import type { DbOrTx } from '../db/client';

export interface RevealSource {
  code: string;
  fields: readonly string[];
  /** undefined: no such record for this caller (not found, or outside their merchants). */
  load(db: DbOrTx, id: number, field: string, userId: number): Promise<string | null | undefined>;
}
