import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SENSITIVE_PERMISSION_KEYS } from '../../../common/sensitive';
import { auditedTimes, utc } from './columns';
import { departments, merchants, organizations } from './org';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userNo: text('user_no').notNull(),
  username: text('username').notNull(),
  realName: text('real_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  deptId: integer('dept_id').references(() => departments.id),
  merchantId: integer('merchant_id').references(() => merchants.id),
  orgId: integer('org_id').references(() => organizations.id),
  phone: text('phone'),
  idNumber: text('id_number'),
  extension: text('extension'),
  email: text('email'),
  isInternal: boolean('is_internal').notNull().default(true),
  jobNumber: text('job_number'),
  employeeStatus: text('employee_status', { enum: ['employed', 'left'] }).notNull().default('employed'),
  basicSalaryCents: bigint('basic_salary_cents', { mode: 'number' }).notNull().default(0),
  status: text('status', { enum: ['normal', 'frozen'] }).notNull().default('normal'),
  frozenAt: utc('frozen_at'),
  emailVerified: boolean('email_verified').notNull().default(false),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  mfaSecret: text('mfa_secret'),
  mfaBoundAt: utc('mfa_bound_at'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordChangedAt: utc('password_changed_at'),
  lastLoginAt: utc('last_login_at'),
  ...auditedTimes,
}, (t) => [
  uniqueIndex('users_username_uq').on(t.username),
  uniqueIndex('users_user_no_uq').on(t.userNo),
  index('users_dept_idx').on(t.deptId),
  index('users_merchant_idx').on(t.merchantId),
]);

export const userMerchants = pgTable('user_merchants', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id),
}, (t) => [primaryKey({ columns: [t.userId, t.merchantId] })]);

/** Declared once beside the role entity, which the browser shares. */
export const SENSITIVE_PERMISSIONS = SENSITIVE_PERMISSION_KEYS;
export type SensitivePermission = (typeof SENSITIVE_PERMISSIONS)[number];

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  roleNo: text('role_no').notNull(),
  roleName: text('role_name').notNull(),
  remark: text('remark'),
  sensitivePerms: text('sensitive_perms').array().notNull().default([]),
  mfaRequired: boolean('mfa_required').notNull().default(false),
  loginCodeRequired: boolean('login_code_required').notNull().default(false),
  ...auditedTimes,
}, (t) => [uniqueIndex('roles_no_uq').on(t.roleNo), uniqueIndex('roles_name_uq').on(t.roleName)]);

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)]);

export const MENU_KINDS = ['group', 'page', 'button'] as const;

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => menus.id),
  menuName: text('menu_name').notNull(),
  labelKey: text('label_key'),
  kind: text('kind', { enum: MENU_KINDS }).notNull(),
  path: text('path'),
  perms: text('perms'),
  externalUrl: text('external_url'),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...auditedTimes,
}, (t) => [
  index('menus_parent_idx').on(t.parentId),
  uniqueIndex('menus_perms_uq').on(t.perms),
  /** Paths are compared without case, as the guard compares them (spec 2). */
  uniqueIndex('menus_path_uq').on(sql`lower(${t.path})`),
]);

export const roleMenus = pgTable('role_menus', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)]);

/**
 * One row whose version rises (by database triggers, migration 0003) on any change to roles, menus,
 * role menus or user roles; servers cache each user's operation codes against it.
 */
export const aclState = pgTable('acl_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
