/**
 * The three configuration screens on the CRUD kit (each write audited with before and after):
 * templates (variables and sensitive words checked), tasks (editable only while scheduled) and unrenewed-loan rules.
 */
import { findSensitiveWord, unknownVariable } from '../../../common/contact/template';
import { listAudienceColumns } from '../../../common/marketing/list-audience';
import {
  MARKETING_HOURS, MARKETING_VARIABLES, minuteOfTime, smsMarketingTaskEntity, smsMarketingTemplateEntity, timeOfMinute, unrenewedLoanSmsEntity,
} from '../../../common/marketing/sms-marketing';
import { createCrudService } from '../../core/crud/crud.service';
import { conflict, validationError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { enabledWordLists } from '../message-template/message-template.repository';
import { checkListBatch } from '../telemarketing-list/list-audience';
import { findTemplate, sentTotals, taskSource, templateInUse, templateSource, unrenewedSource, withNames } from './sms-marketing.repository';

type Row = Record<string, unknown>;
const hours = () => ({ from: timeOfMinute(MARKETING_HOURS.fromMinute), to: timeOfMinute(MARKETING_HOURS.toMinute) });

/** The template must exist, be enabled, and be the merchant's own or for every merchant. */
async function usableTemplate(tx: Tx, templateId: number, merchantId: number) {
  const template = await findTemplate(tx, templateId);
  if (!template) throw validationError('smsMarketing:errors.templateNotFound');
  if (!template.enabled) throw validationError('smsMarketing:errors.templateDisabled', { name: template.name });
  if (template.merchantId !== null && template.merchantId !== merchantId) throw validationError('smsMarketing:errors.otherMerchant', { name: template.name });
}

export const templateService = createCrudService({
  entity: smsMarketingTemplateEntity,
  source: templateSource,
  merchantScope: { column: 'merchantId', nullIsShared: true },
  unique: [{ fields: ['name'], message: 'smsMarketing:errors.duplicateName' }],
  hooks: {
    async prepare(tx, input, existing) {
      const content = String({ ...existing, ...input }.content ?? '');
      const unknown = unknownVariable(content, MARKETING_VARIABLES);
      if (unknown) throw validationError('smsMarketing:errors.unknownVariable', { variable: unknown, allowed: MARKETING_VARIABLES.join(', ') });
      const word = findSensitiveWord(content, await enabledWordLists(tx));
      if (word) throw validationError('smsMarketing:errors.sensitiveWord', { word });
      return existing ? { ...input, updatedAt: new Date() } : input;
    },
    async beforeDelete(tx, row) {
      if (await templateInUse(tx, row.id as number)) throw conflict('smsMarketing:errors.templateInUse', { name: String(row.name) });
    },
    present: (db, rows) => withNames(db, rows),
  },
});

export const taskService = createCrudService({
  entity: smsMarketingTaskEntity,
  source: taskSource,
  merchantScope: { column: 'merchantId' },
  hooks: {
    async prepare(tx, input, existing, deps) {
      if (existing && existing.status !== 'scheduled') throw conflict('smsMarketing:errors.notEditable');
      const merged: Row = { ...existing, ...input };
      await usableTemplate(tx, Number(merged.templateId), Number(merged.merchantId));
      const at = merged.scheduledAt as Date;
      if (input.scheduledAt !== undefined && at.getTime() < deps.now().getTime() - 5 * 60_000) throw validationError('smsMarketing:errors.scheduledInPast');
      // A list-library audience keeps its filters (the batch must be a committed one of the task's merchant); a segment clears them.
      const audience = listAudienceColumns(merged.segment, merged);
      await checkListBatch(tx, 'smsMarketing', audience.listBatchId, Number(merged.merchantId));
      return { ...input, ...audience, ...(existing ? { updatedAt: new Date() } : {}) };
    },
    async beforeDelete(_tx, row) {
      if (Number(row.queuedCount) > 0 || !['scheduled', 'cancelled'].includes(String(row.status))) throw conflict('smsMarketing:errors.taskStarted', { name: String(row.taskName) });
    },
    present: (db, rows) => withNames(db, rows),
  },
});

export const unrenewedService = createCrudService({
  entity: unrenewedLoanSmsEntity,
  source: unrenewedSource,
  merchantScope: { column: 'merchantId' },
  unique: [{ fields: ['merchantId'], message: 'smsMarketing:errors.duplicateRule' }],
  hooks: {
    async prepare(tx, input, existing) {
      const { sendTime, ...rest } = input;
      const merged: Row = { ...existing, ...rest };
      await usableTemplate(tx, Number(merged.templateId), Number(merged.merchantId));
      const sendMinute = typeof sendTime === 'string' ? minuteOfTime(sendTime) : Number(existing?.sendMinute);
      if (sendMinute < MARKETING_HOURS.fromMinute || sendMinute >= MARKETING_HOURS.toMinute) throw validationError('smsMarketing:errors.quietHours', hours());
      return { ...rest, sendMinute, ...(existing ? { updatedAt: new Date() } : {}) };
    },
    async present(db, rows) {
      const totals = await sentTotals(db, rows.map((r) => Number(r.id)));
      const named = await withNames(db, rows);
      return named.map((r) => ({ ...r, sendTime: timeOfMinute(Number(r.sendMinute)), sentTotal: totals.get(Number(r.id)) ?? 0 }));
    },
  },
});
