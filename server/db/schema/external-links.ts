import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { menus, users } from './access';

/**
 * One-time codes an external menu link carries instead of the session token (server/modules/menu/external-link.*):
 * issued to a signed-in user for one of their menu's links, redeemed once by the external system within a minute
 * (noAuth/externalLink/redeem), which learns who the user is. Only the code's SHA-256 is kept.
 */
export const externalLinkCodes = pgTable('external_link_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  codeHash: text('code_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  /** The host the link opens: a code is redeemed only for it. */
  host: text('host').notNull(),
  createdAt: utc('created_at').notNull(),
  expiresAt: utc('expires_at').notNull(),
  usedAt: utc('used_at'),
}, (t) => [uniqueIndex('external_link_codes_hash_uq').on(t.codeHash), index('external_link_codes_expires_idx').on(t.expiresAt)]);
