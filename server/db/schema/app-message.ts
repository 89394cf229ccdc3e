/**
 * MessageCenterAppManagement (issue 14): in-app messages per customer app. The app reads its published ones
 * through the open API (`noAuth/app/messages`); a withdrawn one disappears at once.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { APP_MESSAGE_AUDIENCES, APP_MESSAGE_STATUSES } from '../../../common/app-message/app-message';
import { auditedTimes, utc } from './columns';

export const appMessages = pgTable('app_messages', {
  id: serial('id').primaryKey(),
  /** app_clients.app_code: the app whose message centre shows it. */
  appCode: text('app_code').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  audience: text('audience', { enum: APP_MESSAGE_AUDIENCES }).notNull().default('all'),
  /** Shown from this time once published. */
  publishAt: utc('publish_at').notNull(),
  status: text('status', { enum: APP_MESSAGE_STATUSES }).notNull().default('draft'),
  publishedAt: utc('published_at'),
  withdrawnAt: utc('withdrawn_at'),
  ...auditedTimes,
}, (t) => [
  index('app_messages_app_idx').on(t.appCode, t.publishAt.desc(), t.id.desc()).where(sql`${t.status} = 'published'`),
  index('app_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
]);
