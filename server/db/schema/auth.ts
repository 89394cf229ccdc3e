import { bigserial, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { users } from './access';

/** Session tokens are random and stored only as SHA-256 hashes. */
export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: utc('created_at').notNull().defaultNow(),
  lastSeenAt: utc('last_seen_at').notNull().defaultNow(),
  expiresAt: utc('expires_at').notNull(),
  revokedAt: utc('revoked_at'),
  revokeReason: text('revoke_reason'),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

/** Failed sign-ins per lower-cased username, known or not, so that unknown names are not revealed. */
export const loginFailures = pgTable('login_failures', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: utc('last_failed_at'),
  lockedUntil: utc('locked_until'),
});

/** One-time, expiring slide challenges issued by the server. */
export const slideChallenges = pgTable('slide_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  targetX: integer('target_x').notNull(),
  issuedAt: utc('issued_at').notNull().defaultNow(),
  expiresAt: utc('expires_at').notNull(),
  passedAt: utc('passed_at'),
  usedAt: utc('used_at'),
}, (t) => [index('slide_challenges_expires_idx').on(t.expiresAt)]);

export const LOGIN_STEPS = ['code', 'mfaBind', 'mfaVerify'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

/** A sign-in whose password was right but which still owes a second step. */
export const loginTickets = pgTable('login_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ticketHash: text('ticket_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  step: text('step', { enum: LOGIN_STEPS }).notNull(),
  codeHash: text('code_hash'),
  codeChannel: text('code_channel', { enum: ['sms', 'email'] }),
  codeSentAt: utc('code_sent_at'),
  pendingMfaSecret: text('pending_mfa_secret'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: utc('expires_at').notNull(),
  usedAt: utc('used_at'),
}, (t) => [uniqueIndex('login_tickets_hash_uq').on(t.ticketHash)]);
