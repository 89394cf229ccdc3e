/**
 * Telemarketing list libraries (issue 15, first half): list entries, import batches with their per-row
 * results, the telemarketing blacklist and the base type option lists. Dial tasks, follow-ups and approvals
 * are in telemarketing-work.ts and key on the entry id. Decisions: docs/telemarketing.md.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, boolean, type ExtraConfigColumn, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TM_IMPORT_STATUSES, TM_LIST_STATES, TM_LIST_TYPES, TM_MARKETING_TARGETS, type TmListState } from '../../../common/telemarketing/list';
import { users } from './access';
import { auditedTimes, utc } from './columns';
import { customers } from './customer';
import { products } from './order';
import { merchants } from './org';

/** An import of a prospect list: validated row by row first, then committed in one transaction. */
export const telemarketingImportBatches = pgTable('telemarketing_import_batches', {
  id: serial('id').primaryKey(),
  batchNo: text('batch_no').notNull(),
  fileName: text('file_name').notNull(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  listType: text('list_type', { enum: TM_LIST_TYPES }).notNull().default('imported'),
  marketingTarget: text('marketing_target', { enum: TM_MARKETING_TARGETS }).notNull(),
  userGroupNo: text('user_group_no'),
  recommendedProductId: integer('recommended_product_id').references(() => products.id),
  status: text('status', { enum: TM_IMPORT_STATUSES }).notNull().default('validating'),
  totalRows: integer('total_rows').notNull().default(0),
  validRows: integer('valid_rows').notNull().default(0),
  errorRows: integer('error_rows').notNull().default(0),
  committedRows: integer('committed_rows').notNull().default(0),
  errorMessage: text('error_message'),
  importerId: integer('importer_id').references(() => users.id),
  committedAt: utc('committed_at'),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('tm_import_batches_no_uq').on(t.batchNo),
  index('tm_import_batches_created_idx').on(t.createdAt.desc(), t.id.desc()),
  index('tm_import_batches_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
]);

/** One row of an import file as read, with its validation result (error key and parameters). */
export const telemarketingImportRows = pgTable('telemarketing_import_rows', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  batchId: integer('batch_id').notNull().references(() => telemarketingImportBatches.id, { onDelete: 'cascade' }),
  rowNo: integer('row_no').notNull(),
  rawPhone: text('raw_phone'),
  /** Normalised 254… phone when the format is valid. */
  phone: text('phone'),
  customerName: text('customer_name'),
  recommendedAmountCents: bigint('recommended_amount_cents', { mode: 'number' }),
  remark: text('remark'),
  ok: boolean('ok').notNull().default(true),
  errorKey: text('error_key'),
  errorParams: jsonb('error_params'),
}, (t) => [
  index('tm_import_rows_batch_idx').on(t.batchId, t.rowNo),
  index('tm_import_rows_batch_phone_idx').on(t.batchId, t.phone),
]);

/**
 * `list_state = '<state>'` with the state as a literal, as the library's partial indexes are declared: a query
 * that passed the state as a parameter could be planned without knowing it, and then no partial index applies.
 */
export const listStateIs = (column: AnyPgColumn, state: TmListState) => sql`${column} = ${sql.raw(`'${state}'`)}`;

/** Index storage for keys that end in a unique column: no deduplication pass (see the library's indexes). */
const uniqueKeys = { deduplicate_items: false };

/** A prospect or lapsed customer in the list library (spec 3, List-library entry). */
export const telemarketingListEntries = pgTable('telemarketing_list_entries', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
  batchId: integer('batch_id').references(() => telemarketingImportBatches.id),
  /** Salted SHA-256 of the phone: the library's dedupe key per merchant. */
  phoneHash: text('phone_hash').notNull(),
  /** The 254… number itself, for calling; masked to masked users. */
  phone: text('phone').notNull(),
  customerName: text('customer_name'),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  /** 0 not incoming, 1 already incoming, 2 unregistered, 3 rejected, 4 unauthorized — kept by trigger. */
  customerStatus: smallint('customer_status').notNull().default(2),
  listType: text('list_type', { enum: TM_LIST_TYPES }).notNull().default('imported'),
  marketingTarget: text('marketing_target', { enum: TM_MARKETING_TARGETS }).notNull(),
  listState: text('list_state', { enum: TM_LIST_STATES }).notNull().default('active'),
  recommendedProductId: integer('recommended_product_id').references(() => products.id),
  recommendedAmountCents: bigint('recommended_amount_cents', { mode: 'number' }),
  userGroupNo: text('user_group_no'),
  recycleCount: integer('recycle_count').notNull().default(0),
  abandonedAt: utc('abandoned_at'),
  abandonReason: text('abandon_reason'),
  abandonedBy: integer('abandoned_by').references(() => users.id),
  recycledAt: utc('recycled_at'),
  assignedUserId: integer('assigned_user_id').references(() => users.id),
  remark: text('remark'),
  createdBy: integer('created_by').references(() => users.id),
  ...auditedTimes,
}, (t) => {
  /** `tm_entries_active_<name>_idx`: `(filter, created_at, id)` over the active library, read backward for newest first. */
  const activeLibraryIndex = (name: string, filter?: ExtraConfigColumn) => {
    const named = index(`tm_entries_active_${name}_idx`);
    return (filter ? named.on(filter, t.createdAt, t.id) : named.on(t.createdAt, t.id)).where(listStateIs(t.listState, 'active')).with(uniqueKeys);
  };
  return [
    uniqueIndex('tm_entries_merchant_hash_uq').on(t.merchantId, t.phoneHash),
    index('tm_entries_phone_idx').on(t.phone),
    /**
     * Looked up by equality only, and empty on most rows (a prospect has no customer and no telemarketer when
     * imported): partial, so an import writes neither index for those rows.
     */
    index('tm_entries_customer_idx').on(t.customerId).where(sql`${t.customerId} is not null`),
    index('tm_entries_assigned_idx').on(t.assignedUserId).where(sql`${t.assignedUserId} is not null`),
    /**
     * A marketing audience from the library is read per merchant in slices by id. This index and those below end
     * in the unique id, so no two keys are equal and B-tree deduplication never merges anything; turned off
     * (`uniqueKeys`), a full page splits without a useless deduplication pass first — the import's commit spends
     * most of its time inserting into these indexes.
     */
    index('tm_entries_merchant_id_idx').on(t.merchantId, t.id).with(uniqueKeys),
    /**
     * The active library newest first, and each exposed filter within it; partial on the state, which the
     * queries name as a literal (the abandoned library reads tm_entries_abandoned_idx).
     */
    activeLibraryIndex('created'),
    activeLibraryIndex('batch', t.batchId),
    activeLibraryIndex('merchant', t.merchantId),
    activeLibraryIndex('cstatus', t.customerStatus),
    activeLibraryIndex('target', t.marketingTarget),
    activeLibraryIndex('type', t.listType),
    activeLibraryIndex('group', t.userGroupNo),
    index('tm_entries_abandoned_idx').on(t.abandonedAt.desc(), t.id.desc()).where(listStateIs(t.listState, 'abandoned')).with(uniqueKeys),
  ];
});

/** TeleMarketingBlackList: numbers never to call; import refuses them, the contact platform checks them. */
export const telemarketingBlacklist = pgTable('telemarketing_blacklist', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  reason: text('reason').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id),
  ...auditedTimes,
}, (t) => [uniqueIndex('tm_blacklist_phone_uq').on(t.phone), index('tm_blacklist_created_idx').on(t.createdAt.desc(), t.id.desc())]);

/** BaseTypeOption: the editable option lists the telemarketing screens use (intents, reasons, user groups …). */
export const baseTypeOptions = pgTable('base_type_options', {
  id: serial('id').primaryKey(),
  optionType: text('option_type').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  ...auditedTimes,
}, (t) => [uniqueIndex('base_type_options_type_code_uq').on(t.optionType, t.code), index('base_type_options_type_idx').on(t.optionType, t.sort)]);
