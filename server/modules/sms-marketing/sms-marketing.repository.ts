/** Marketing templates, tasks and unrenewed-loan rules for the CRUD kit; the pickers; names for list rows (two reads a page). */
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { merchants, smsMarketingTasks, smsMarketingTemplates, unrenewedLoanSmsConfigs, unrenewedLoanSmsSends } from '../../db/schema';

export const templateSource = crudSource(smsMarketingTemplates);
export const taskSource = crudSource(smsMarketingTasks);
export const unrenewedSource = crudSource(unrenewedLoanSmsConfigs);

export type TaskRow = typeof smsMarketingTasks.$inferSelect;

export const findTemplate = async (db: DbOrTx, id: number) => (await db.select().from(smsMarketingTemplates).where(eq(smsMarketingTemplates.id, id)))[0] ?? null;
export const findTask = async (db: DbOrTx, id: number) => (await db.select().from(smsMarketingTasks).where(eq(smsMarketingTasks.id, id)))[0] ?? null;
/** The task when it is one of the scope's merchants' (null otherwise). */
export const findTaskInScope = async (db: DbOrTx, id: number, scope: MerchantScope) => (await db.select().from(smsMarketingTasks)
  .where(and(eq(smsMarketingTasks.id, id), merchantScopeClause(smsMarketingTasks.merchantId, scope))))[0] ?? null;

/** Whether a task or a rule uses the template (it cannot be deleted then). */
export async function templateInUse(db: DbOrTx, templateId: number): Promise<boolean> {
  const [task] = await db.select({ id: smsMarketingTasks.id }).from(smsMarketingTasks).where(eq(smsMarketingTasks.templateId, templateId)).limit(1);
  if (task) return true;
  const [rule] = await db.select({ id: unrenewedLoanSmsConfigs.id }).from(unrenewedLoanSmsConfigs).where(eq(unrenewedLoanSmsConfigs.templateId, templateId)).limit(1);
  return Boolean(rule);
}

export const merchantOptions = (db: DbOrTx, scope: MerchantScope) => db.select({ value: merchants.id, label: merchants.merchantName }).from(merchants)
  .where(merchantScopeClause(merchants.id, scope)).orderBy(asc(merchants.merchantName));

/**
 * Enabled templates (all, or a merchant's own and those for every merchant), for the task and rule forms; a
 * merchant-bound caller gets those for every merchant and their merchants' own.
 */
export async function templateOptions(db: DbOrTx, scope: MerchantScope, merchantId?: number) {
  const inScope = scope === null ? undefined : or(isNull(smsMarketingTemplates.merchantId), merchantScopeClause(smsMarketingTemplates.merchantId, scope));
  return db.select({ value: smsMarketingTemplates.id, label: smsMarketingTemplates.name }).from(smsMarketingTemplates)
    .where(and(eq(smsMarketingTemplates.enabled, true), inScope, merchantId === undefined ? undefined
      : or(isNull(smsMarketingTemplates.merchantId), eq(smsMarketingTemplates.merchantId, merchantId))))
    .orderBy(asc(smsMarketingTemplates.name)).limit(500);
}

type Row = Record<string, unknown>;
const ids = (rows: Row[], field: string) => [...new Set(rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined).map(Number))];

/** Adds merchantName (and templateName when rows carry templateId) to list rows. */
export async function withNames(db: DbOrTx, rows: Row[]): Promise<Row[]> {
  const merchantIds = ids(rows, 'merchantId');
  const templateIds = ids(rows, 'templateId');
  const [merchantRows, templateRows] = await Promise.all([
    merchantIds.length ? db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).where(inArray(merchants.id, merchantIds)) : [],
    templateIds.length ? db.select({ id: smsMarketingTemplates.id, name: smsMarketingTemplates.name }).from(smsMarketingTemplates).where(inArray(smsMarketingTemplates.id, templateIds)) : [],
  ]);
  const merchantOf = new Map(merchantRows.map((m) => [m.id, m.name]));
  const templateOf = new Map(templateRows.map((m) => [m.id, m.name]));
  return rows.map((r) => ({
    ...r,
    merchantName: r.merchantId == null ? null : merchantOf.get(Number(r.merchantId)) ?? null,
    ...(r.templateId === undefined ? {} : { templateName: templateOf.get(Number(r.templateId)) ?? null }),
  }));
}

/** Invitations each rule has written (one grouped read for the page). */
export async function sentTotals(db: DbOrTx, configIds: number[]): Promise<Map<number, number>> {
  if (!configIds.length) return new Map();
  const rows = await db.select({ id: unrenewedLoanSmsSends.configId, total: count() }).from(unrenewedLoanSmsSends)
    .where(and(inArray(unrenewedLoanSmsSends.configId, configIds), eq(unrenewedLoanSmsSends.status, 'submitted')))
    .groupBy(unrenewedLoanSmsSends.configId);
  return new Map(rows.map((r) => [r.id, Number(r.total)]));
}
