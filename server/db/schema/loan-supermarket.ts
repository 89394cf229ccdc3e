/**
 * The loan supermarket's audience configuration (issue 17): the platforms that show the supermarket, the VIP
 * levels of its customers, which partner products are recommended to each level, and the review data an app
 * build under store review shows instead of real offers. Read by the open API (`noAuth/app/supermarket/*`).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { supermarketProducts } from './app-content';
import { auditedTimes } from './columns';

/** A place the supermarket is shown (an app's supermarket tab, a partner aggregator's page): its product listing. */
export const supermarketPlatforms = pgTable('supermarket_platforms', {
  id: serial('id').primaryKey(),
  platformCode: text('platform_code').notNull(),
  platformName: text('platform_name').notNull(),
  /** The customer app whose key and secret read this platform's listing. */
  appCode: text('app_code').notNull(),
  /** The supermarket products it lists (a deleted product simply drops out of the listing). */
  productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
  sort: integer('sort').notNull().default(1),
  remark: text('remark'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('supermarket_platforms_code_uq').on(t.platformCode), index('supermarket_platforms_app_idx').on(t.appCode, t.sort)]);

/** A VIP level: reached with `minSettledLoans` loans repaid in full at the app's merchant; what it gets. */
export const supermarketVipLevels = pgTable('supermarket_vip_levels', {
  id: serial('id').primaryKey(),
  levelCode: text('level_code').notNull(),
  levelName: text('level_name').notNull(),
  minSettledLoans: integer('min_settled_loans').notNull(),
  /** How many recommended products the level is shown. */
  recommendLimit: integer('recommend_limit').notNull(),
  /** What the app tells the customer the level gives. */
  benefits: text('benefits'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('supermarket_vip_levels_code_uq').on(t.levelCode), uniqueIndex('supermarket_vip_levels_min_uq').on(t.minSettledLoans)]);

/** One product recommended to one VIP level, in the level's order. */
export const supermarketRecommendations = pgTable('supermarket_recommendations', {
  id: serial('id').primaryKey(),
  vipLevelId: integer('vip_level_id').notNull().references(() => supermarketVipLevels.id),
  productId: integer('product_id').notNull().references(() => supermarketProducts.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(1),
  remark: text('remark'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('supermarket_recommendations_level_product_uq').on(t.vipLevelId, t.productId),
  index('supermarket_recommendations_level_sort_idx').on(t.vipLevelId, t.enabled, t.sort),
  index('supermarket_recommendations_product_idx').on(t.productId),
]);

/** An offer shown by one app build while it is under store review, in place of the real supermarket. */
export const supermarketReviewData = pgTable('supermarket_review_data', {
  id: serial('id').primaryKey(),
  appCode: text('app_code').notNull(),
  platform: text('platform').notNull(),
  /** The build number under review, as the app reports it. */
  versionCode: integer('version_code').notNull(),
  productName: text('product_name').notNull(),
  description: text('description'),
  minAmountCents: integer('min_amount_cents').notNull(),
  maxAmountCents: integer('max_amount_cents').notNull(),
  annualRateBp: integer('annual_rate_bp').notNull(),
  termDays: integer('term_days').notNull(),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [index('supermarket_review_data_build_idx').on(t.appCode, t.platform, t.versionCode, t.enabled, t.sort)]);
