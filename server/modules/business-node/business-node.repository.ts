/** Business nodes: the generic CRUD's source, and the reads of the node and template forms. */
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { businessNodes, merchants, messageTemplates } from '../../db/schema';

export const businessNodeSource = crudSource(businessNodes);

export async function countTemplatesOfNode(db: DbOrTx, nodeId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(messageTemplates).where(eq(messageTemplates.businessNodeId, nodeId));
  return Number(total);
}

export async function templatesOfNode(db: DbOrTx, nodeId: number) {
  return db.select({ templateNo: messageTemplates.templateNo, content: messageTemplates.content })
    .from(messageTemplates).where(eq(messageTemplates.businessNodeId, nodeId)).orderBy(asc(messageTemplates.templateNo));
}

/** Every node for the template form: [{label, value: id}] with the channels and variables the form checks against. */
export async function nodeOptions(db: DbOrTx) {
  const rows = await db.select({
    id: businessNodes.id, code: businessNodes.code, name: businessNodes.name, channels: businessNodes.channels, variables: businessNodes.variables,
  }).from(businessNodes).orderBy(asc(businessNodes.code));
  return rows.map((r) => ({ value: r.id, label: `${r.name} (${r.code})`, channels: r.channels, variables: r.variables }));
}

/** The merchants' app names, each once. */
export async function appOptions(db: DbOrTx) {
  const rows = await db.selectDistinct({ appName: merchants.appName }).from(merchants)
    .where(isNotNull(merchants.appName)).orderBy(asc(merchants.appName));
  return rows.map((r) => ({ value: r.appName as string, label: r.appName as string }));
}
