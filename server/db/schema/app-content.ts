/**
 * What the customer apps show (issue 17): their credentials for the open API, versions, launch screens and
 * banners, announcements, content pages, hotlines, verification codes sent to customers, and which response
 * fields are masked for masked staff.
 */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { merchants } from './org';

/** One customer app calling the open API: its public key and the SHA-256 hash of its secret (and of the one it replaced, for a grace period). */
export const appClients = pgTable('app_clients', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  appName: text('app_name').notNull(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  appKey: text('app_key').notNull(),
  secretHash: text('secret_hash').notNull(),
  /** After a rotation the replaced secret's hash keeps working until `previousSecretExpiresAt` (the grace period), unless revoked. */
  previousSecretHash: text('previous_secret_hash'),
  previousSecretExpiresAt: utc('previous_secret_expires_at'),
  previousSecretLastUsedAt: utc('previous_secret_last_used_at'),
  secretRotatedAt: utc('secret_rotated_at'),
  enabled: boolean('enabled').notNull().default(true),
  lastUsedAt: utc('last_used_at'),
  ...auditedTimes,
}, (t) => [uniqueIndex('app_clients_code_uq').on(t.appCode), uniqueIndex('app_clients_key_uq').on(t.appKey)]);

/** A release of an app on one platform; `versionCode` is the build number the app reports. */
export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  platform: text('platform').notNull(),
  versionName: text('version_name').notNull(),
  versionCode: integer('version_code').notNull(),
  notes: text('notes').notNull(),
  downloadUrl: text('download_url'),
  forceUpdate: boolean('force_update').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('app_versions_release_uq').on(t.appCode, t.platform, t.versionCode)]);

/** Launch screens and banners: an image from the file store, a link, a schedule. */
export const launchScreens = pgTable('launch_screens', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  imageKey: text('image_key').notNull(),
  linkUrl: text('link_url'),
  sort: integer('sort').notNull().default(1),
  startsAt: utc('starts_at').notNull(),
  endsAt: utc('ends_at').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [index('launch_screens_app_idx').on(t.appCode, t.kind)]);

/** Announcements: `enabled` false is "abolished"; restarting sets it back. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(1),
  startsAt: utc('starts_at').notNull(),
  endsAt: utc('ends_at'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [index('announcements_app_idx').on(t.appCode, t.enabled)]);

/** Content pages (about us, privacy policy, loan agreement …) per app, code and language. */
export const appContents = pgTable('app_contents', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  contentCode: text('content_code').notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('app_contents_uq').on(t.appCode, t.contentCode, t.language)]);

/** Customer-service hotlines shown in an app. */
export const serviceHotlines = pgTable('service_hotlines', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  label: text('label').notNull(),
  contactPhone: text('contact_phone').notNull(),
  workingHours: text('working_hours'),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [index('service_hotlines_app_idx').on(t.appCode)]);

/** Codes sent to customers by SMS; only a hash of the code is kept. Valid while unused and before expiry. */
export const verificationCodes = pgTable('verification_codes', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  sentAt: utc('sent_at').notNull(),
  expiresAt: utc('expires_at').notNull(),
  usedAt: utc('used_at'),
  sendCount: integer('send_count').notNull().default(1),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  outboxId: integer('outbox_id'),
  ...auditedTimes,
}, (t) => [index('verification_codes_phone_idx').on(t.phone, t.sentAt), index('verification_codes_sent_idx').on(t.sentAt)]);

/** Which response fields are masked for masked staff, and how; rows override the built-in defaults. */
export const sensitiveFieldRules = pgTable('sensitive_field_rules', {
  id: serial('id').primaryKey(),
  fieldName: text('field_name').notNull(),
  maskKind: text('mask_kind').notNull(),
  builtIn: boolean('built_in').notNull().default(false),
  remark: text('remark'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('sensitive_field_rules_field_uq').on(t.fieldName)]);

/** A partner loan product listed in the loan supermarket (aggregator): card, limits, rate, link, audience. */
export const supermarketProducts = pgTable('supermarket_products', {
  id: serial('id').primaryKey(),
  productName: text('product_name').notNull(),
  partnerName: text('partner_name').notNull(),
  logoKey: text('logo_key').notNull(),
  linkUrl: text('link_url').notNull(),
  minAmountCents: integer('min_amount_cents').notNull(),
  maxAmountCents: integer('max_amount_cents').notNull(),
  dailyRateBp: integer('daily_rate_bp').notNull(),
  termDays: integer('term_days').notNull(),
  audience: text('audience').notNull().default('all'),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [index('supermarket_products_sort_idx').on(t.enabled, t.sort)]);
