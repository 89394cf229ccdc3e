/** Message templates with their business node, sensitive-word lists, and the queued templated messages in the outbox. */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { QUEUED_PROVIDER } from '../../../common/contact/sms-delivery';
import { crudSource } from '../../core/crud/crud.repository';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import type { DbOrTx } from '../../db/client';
import { businessNodes, collectionLevels, merchants, messageTemplates, sensitiveWords } from '../../db/schema';

export const messageTemplateSource = crudSource(messageTemplates);

/** The provider name a templated message carries until a delivery run hands it to the adapter. */
export { QUEUED_PROVIDER };

export async function findTemplateWithNode(db: DbOrTx, id: number) {
  const [row] = await db.select({ template: messageTemplates, node: businessNodes }).from(messageTemplates)
    .innerJoin(businessNodes, eq(businessNodes.id, messageTemplates.businessNodeId))
    .where(eq(messageTemplates.id, id));
  return row ?? null;
}

export async function findNodeById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(businessNodes).where(eq(businessNodes.id, id));
  return row ?? null;
}

/** The word lists of every enabled sensitive-word row (each a comma-separated list). */
/** Whether any merchant's (or the default) collection level or v2 stage is called `level` (a template's case stage). */
export async function isCollectionLevel(db: DbOrTx, level: string): Promise<boolean> {
  const rows = await db.select({ id: collectionLevels.id }).from(collectionLevels).where(eq(collectionLevels.level, level)).limit(1);
  return rows.length > 0;
}

export async function enabledWordLists(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ words: sensitiveWords.words }).from(sensitiveWords)
    .where(eq(sensitiveWords.enabled, true)).orderBy(asc(sensitiveWords.id));
  return rows.map((r) => r.words);
}

export interface TemplateOptionsFilter {
  node: string;
  merchantId?: number;
  channel?: string;
}

/**
 * Enabled templates of an enabled node, for pickers: the merchant's own and those for every merchant; a
 * merchant-bound caller never gets another merchant's own.
 */
export async function listTemplateOptions(db: DbOrTx, filter: TemplateOptionsFilter, scope: MerchantScope) {
  return db.select({
    id: messageTemplates.id, templateNo: messageTemplates.templateNo, name: messageTemplates.name, content: messageTemplates.content,
    channel: messageTemplates.channel, caseStage: messageTemplates.caseStage, contactType: messageTemplates.contactType,
    merchantId: messageTemplates.merchantId, appName: messageTemplates.appName,
  }).from(messageTemplates)
    .innerJoin(businessNodes, eq(businessNodes.id, messageTemplates.businessNodeId))
    .where(and(
      eq(businessNodes.code, filter.node), eq(businessNodes.enabled, true), eq(messageTemplates.enabled, true),
      filter.channel ? eq(messageTemplates.channel, filter.channel) : undefined,
      filter.merchantId === undefined ? undefined
        : or(isNull(messageTemplates.merchantId), eq(messageTemplates.merchantId, filter.merchantId)),
      scope === null ? undefined : or(isNull(messageTemplates.merchantId), merchantScopeClause(messageTemplates.merchantId, scope)),
    ))
    .orderBy(asc(messageTemplates.templateNo))
    .limit(500);
}

/** Adds the node's and the merchant's names to template rows (two reads per page, not per row). */
export async function namesOfTemplates(db: DbOrTx, rows: Record<string, unknown>[]) {
  const nodeIds = [...new Set(rows.map((r) => Number(r.businessNodeId)))];
  const merchantIds = [...new Set(rows.map((r) => r.merchantId).filter((id) => id !== null && id !== undefined).map(Number))];
  const [nodes, merchantRows] = await Promise.all([
    nodeIds.length ? db.select({ id: businessNodes.id, name: businessNodes.name, code: businessNodes.code }).from(businessNodes).where(inArray(businessNodes.id, nodeIds)) : [],
    merchantIds.length ? db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).where(inArray(merchants.id, merchantIds)) : [],
  ]);
  const nodeOf = new Map(nodes.map((n) => [n.id, n]));
  const merchantOf = new Map(merchantRows.map((m) => [m.id, m.name]));
  return rows.map((r) => ({
    ...r,
    businessNodeName: nodeOf.get(Number(r.businessNodeId))?.name ?? null,
    businessNodeCode: nodeOf.get(Number(r.businessNodeId))?.code ?? null,
    merchantName: r.merchantId === null || r.merchantId === undefined ? null : merchantOf.get(Number(r.merchantId)) ?? null,
  }));
}

export async function merchantOptions(db: DbOrTx, scope: MerchantScope) {
  const rows = await db.select({ id: merchants.id, name: merchants.merchantName }).from(merchants).where(merchantScopeClause(merchants.id, scope)).orderBy(asc(merchants.merchantName));
  return rows.map((r) => ({ value: r.id, label: r.name }));
}
