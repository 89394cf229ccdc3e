import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditedTimes, utc } from './columns';
import { merchants } from './org';

/** A borrower of one merchant's app (spec 3, Order identity); phones are 254 + 9 digits, IDs 7–9 digits. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  customerNo: text('customer_no').notNull(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  fullName: text('full_name').notNull(),
  idNumber: text('id_number').notNull(),
  certificateNumber: text('certificate_number'),
  phone: text('phone').notNull(),
  language: text('language').notNull().default('en'),
  gender: text('gender', { enum: ['male', 'female'] }),
  birthDate: text('birth_date'),
  email: text('email'),
  maritalStatus: text('marital_status'),
  education: text('education'),
  occupation: text('occupation'),
  employer: text('employer'),
  monthlyIncomeCents: bigint('monthly_income_cents', { mode: 'number' }),
  county: text('county'),
  address: text('address'),
  registeredAt: utc('registered_at').notNull().defaultNow(),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('customers_no_uq').on(t.customerNo),
  uniqueIndex('customers_merchant_phone_uq').on(t.merchantId, t.phone),
  index('customers_id_number_idx').on(t.idNumber),
  /** CustomerManage finds a customer by phone across merchants, by a name anywhere, and lists the newest first. */
  index('customers_phone_idx').on(t.phone),
  index('customers_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
  index('customers_registered_idx').on(t.registeredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
]);

/** Bank card or e-wallet account the loan is paid to (spec 3, Bank card). */
export const bankCards = pgTable('bank_cards', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  holderName: text('holder_name').notNull(),
  cardNumber: text('card_number'),
  bankName: text('bank_name'),
  branch: text('branch'),
  paymentType: text('payment_type').notNull(),
  paymentSubtype: text('payment_subtype'),
  walletAccount: text('wallet_account'),
  isDefault: boolean('is_default').notNull().default(true),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [index('bank_cards_customer_idx').on(t.customerId)]);

/** Credit lines (spec 3, Credit info). */
export const customerCredits = pgTable('customer_credits', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  creditType: text('credit_type').notNull(),
  limitCents: bigint('limit_cents', { mode: 'number' }).notNull(),
  remainingCents: bigint('remaining_cents', { mode: 'number' }).notNull(),
  expiresAt: utc('expires_at'),
  adjustable: boolean('adjustable').notNull().default(true),
  status: text('status').notNull(),
  ...auditedTimes,
}, (t) => [index('customer_credits_customer_idx').on(t.customerId),
  /** Limit raises still granted, by expiry: the raise expiry job (issue 16). */
  index('customer_credits_raise_expiry_idx').on(t.expiresAt).where(sql`${t.creditType} in ('couponRaise', 'temporaryRaise') and ${t.status} = '5'`)]);

/**
 * People linked to an application: the emergency contacts the customer named ("social relations") and the
 * close contacts found in the call log the app collected. Captured per order, as submitted.
 */
export const customerContacts = pgTable('customer_contacts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  customerId: integer('customer_id').notNull(),
  kind: text('kind', { enum: ['emergency', 'close'] }).notNull(),
  name: text('name').notNull(),
  relation: text('relation'),
  phone: text('phone').notNull(),
  callCount: integer('call_count'),
  callSeconds: integer('call_seconds'),
  lastCallAt: utc('last_call_at'),
}, (t) => [index('customer_contacts_order_idx').on(t.orderId, t.kind)]);

/**
 * What the customer app collected with an application: device, location, operator, installed apps, BVN
 * check, face comparison and the incoming request. One row per order, kept as submitted.
 */
export const orderApplicationData = pgTable('order_application_data', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  incoming: jsonb('incoming'),
  device: jsonb('device'),
  location: jsonb('location'),
  operator: jsonb('operator'),
  appList: jsonb('app_list'),
  bvn: jsonb('bvn'),
  face: jsonb('face'),
  createdAt: utc('created_at').notNull().defaultNow(),
});

/** Files attached to an application (ID front and back, selfie, payslip), held by the file store adapter. */
export const orderAttachments = pgTable('order_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  storageKey: text('storage_key').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
}, (t) => [index('order_attachments_order_idx').on(t.orderId)]);
