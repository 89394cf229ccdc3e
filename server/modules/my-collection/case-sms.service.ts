/**
 * The workbench's SMS picker (docs/collection.md, "SMS from the workbench"): the collection templates that fit one
 * of the collector's cases — its stage, level and merchant (common/contact/template.ts templateFitsCase) — and each
 * one's text as this customer will receive it, rendered by the renderer of the send itself (renderForSending), from
 * the same variables. The send (case-actions.service.ts sendCaseSms) refuses a template that does not fit.
 */
import type { CaseSmsTemplates } from '../../../common/collection/my-collection';
import { templateFitsCase } from '../../../common/contact/template';
import { formatCents } from '../../../common/money';
import { formatEatDate } from '../../../common/time';
import type { SessionUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { conflict, validationError } from '../../core/errors';
import { type findTemplateWithNode, listTemplateOptions } from '../message-template/message-template.repository';
import { renderForSending } from '../message-template/send-templated';
import { visibleCase, type FoundCase } from './case-view.service';

const COLLECTION_NODE = 'collection';

/** The variables a collection template may use, from the case, its order and bill (amounts with thousands separators, days in EAT). */
export function variablesOf(found: FoundCase): Record<string, string> {
  const { case: kase } = found;
  const due = formatCents(Number(kase.amountDueCents));
  return {
    customerName: found.customerName, amountDue: due, orderNo: found.orderNo, billNo: found.bill.billNo, caseNo: kase.caseNo,
    dueDay: kase.dueDay, dueDate: kase.dueDay, daysOverdue: String(kase.overdueDays), overdueDays: String(kase.overdueDays),
    merchantName: found.merchantName, paybill: found.paybill ?? '',
    ...(kase.commitmentAt ? { commitmentDate: formatEatDate(kase.commitmentAt) } : {}),
  };
}

type CaseOfTemplate = Pick<FoundCase['case'], 'kind' | 'level' | 'merchantId'>;

/** Refuses a template that is not an enabled SMS of the enabled collection node, or that does not fit the case. */
export function assertTemplateForCase(found: Awaited<ReturnType<typeof findTemplateWithNode>>, kase: CaseOfTemplate) {
  if (found?.node.code !== COLLECTION_NODE || !found.node.enabled || !found.template.enabled || found.template.channel !== 'sms') {
    throw conflict('myCollection:errors.notCollectionTemplate');
  }
  if (!templateFitsCase(found.template, kase)) {
    throw validationError('myCollection:errors.templateNotForCase', { name: found.template.name, level: kase.level });
  }
  return found.template;
}

/** The rendered text, or null when the case has no value for one of its variables (the send would refuse it too). */
function previewOf(content: string, variables: Record<string, string>): string | null {
  try {
    return renderForSending(content, variables);
  } catch {
    return null;
  }
}

/** The enabled collection SMS templates that fit one of the caller's own cases, each rendered for its customer. */
export async function caseSmsTemplates(deps: Deps, session: SessionUser, caseId: number): Promise<CaseSmsTemplates> {
  const found = await visibleCase(deps.db, session.userId, caseId, true);
  const rows = await listTemplateOptions(deps.db, { node: COLLECTION_NODE, merchantId: found.case.merchantId, channel: 'sms' }, null);
  const variables = variablesOf(found);
  const templates = rows.filter((row) => templateFitsCase(row, found.case)).map((row) => ({
    id: row.id, templateNo: row.templateNo, name: row.name, caseStage: row.caseStage, preview: previewOf(row.content, variables),
  }));
  return { phone: found.phone, templates };
}
