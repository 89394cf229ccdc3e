/**
 * The list library's dedupe key: SHA-256 of a fixed salt and the 254… phone, hex. The salt never changes
 * once entries exist (TM_PHONE_SALT; the default serves demos and tests). The same hash is computed in SQL
 * (bulk import) and here (single rows, seeds), so both must agree.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

const SALT = process.env.TM_PHONE_SALT ?? 'tm-list-v1:';

export const phoneHash = (phone: string) => createHash('sha256').update(SALT + phone, 'utf8').digest('hex');

/** The same hash of a SQL text expression. */
export const phoneHashSql = (phone: SQL) => sql`encode(sha256(convert_to(${SALT} || ${phone}, 'UTF8')), 'hex')`;
