import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { merchants } from './org';
import { products } from './order';

/** RuleSet: an ordered set of rules run over every incoming application; one enabled set per merchant. */
export const riskRuleSets = pgTable('risk_rule_sets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  merchantId: integer('merchant_id').references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(false),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('risk_rule_sets_one_enabled_uq').on(sql`coalesce(${t.merchantId}, 0)`).where(sql`${t.enabled}`)]);

/**
 * One rule: compare an application variable with a threshold. A hit either refuses the application with a
 * refuse code or adds points to its risk score (which the model turns into a level).
 */
export const riskRules = pgTable('risk_rules', {
  id: serial('id').primaryKey(),
  ruleSetId: integer('rule_set_id').notNull().references(() => riskRuleSets.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  variable: text('variable').notNull(),
  operator: text('operator', { enum: ['gt', 'gte', 'lt', 'lte', 'eq', 'neq', 'in', 'notIn'] }).notNull(),
  threshold: text('threshold').notNull(),
  action: text('action', { enum: ['refuse', 'score'] }).notNull(),
  refuseCode: text('refuse_code'),
  scoreDelta: integer('score_delta').notNull().default(0),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [index('risk_rules_set_idx').on(t.ruleSetId, t.sort)]);

/** RiskControlModel: score bands mapped to model levels; one model is enabled. */
export const riskModels = pgTable('risk_models', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  baseScore: integer('base_score').notNull().default(600),
  enabled: boolean('enabled').notNull().default(false),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('risk_models_one_enabled_uq').on(t.enabled).where(sql`${t.enabled}`)]);

export const riskModelLevels = pgTable('risk_model_levels', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').notNull().references(() => riskModels.id, { onDelete: 'cascade' }),
  level: text('level').notNull(),
  minScore: integer('min_score').notNull(),
  maxScore: integer('max_score').notNull(),
  refuse: boolean('refuse').notNull().default(false),
}, (t) => [uniqueIndex('risk_model_levels_uq').on(t.modelId, t.level)]);

/** ListManagement: black, white and grey lists by phone, ID number or device. */
export const riskListEntries = pgTable('risk_list_entries', {
  id: serial('id').primaryKey(),
  listType: text('list_type', { enum: ['black', 'white', 'grey'] }).notNull(),
  subjectType: text('subject_type', { enum: ['phone', 'idNumber', 'device'] }).notNull(),
  value: text('value').notNull(),
  reason: text('reason'),
  expiresAt: utc('expires_at'),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('risk_list_entries_uq').on(t.listType, t.subjectType, t.value), index('risk_list_entries_value_idx').on(t.subjectType, t.value)]);

/** RiskPricingConfiguration: the rate and cap a product offers at each model level. */
export const riskPricing = pgTable('risk_pricing', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  modelLevel: text('model_level').notNull(),
  dailyInterestBp: integer('daily_interest_bp').notNull(),
  maxAmountCents: integer('max_amount_cents').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [uniqueIndex('risk_pricing_uq').on(t.productId, t.modelLevel)]);
