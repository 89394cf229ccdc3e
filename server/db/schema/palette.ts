import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access';
import { utc } from './columns';
import { merchants } from './org';

/**
 * The records each staff member opened from the command palette, and what they had typed (issue 35: recent records
 * and searches, kept across sessions). What is kept is what the search had already shown them (kind, number or
 * name, merchant, address) — never a phone or an ID number; the server takes it from its own search, not from the
 * browser. A user keeps their last RECENTS_KEPT.
 */
export const paletteRecents = pgTable('palette_recents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  recordId: integer('record_id').notNull(),
  title: text('title').notNull(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  merchantName: text('merchant_name'),
  path: text('path').notNull(),
  /** The text that found it, offered again as a recent search. */
  searched: text('searched').notNull(),
  openedAt: utc('opened_at').notNull(),
}, (t) => [
  uniqueIndex('palette_recents_user_record_uq').on(t.userId, t.kind, t.recordId),
  index('palette_recents_user_opened_idx').on(t.userId, t.openedAt),
]);
