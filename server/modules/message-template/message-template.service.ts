import { findSensitiveWord, TEMPLATE_STAGES, unknownVariable } from '../../../common/contact/template';
import { messageTemplateEntity } from '../../../common/entities/messageTemplate';
import { createCrudService } from '../../core/crud/crud.service';
import { validationError } from '../../core/errors';
import { enabledWordLists, findNodeById, isCollectionLevel, messageTemplateSource, namesOfTemplates } from './message-template.repository';

type Row = Record<string, unknown>;

/**
 * Message templates: the channel must be one the node pushes on, the app one of the node's apps (when it
 * names any), the case stage empty, `preReminder`, `overdue` or an existing level, every `{variable}` one the node
 * provides, and no enabled sensitive word in the content.
 */
export const messageTemplateService = createCrudService({
  entity: messageTemplateEntity,
  source: messageTemplateSource,
  merchantScope: { column: 'merchantId', nullIsShared: true },
  unique: [{ fields: ['templateNo'], message: 'messageTemplate:errors.duplicateNumber' }],
  hooks: {
    async prepare(tx, input, existing) {
      const merged: Row = { ...existing, ...input };
      const node = await findNodeById(tx, Number(merged.businessNodeId));
      if (!node) throw validationError('messageTemplate:errors.nodeNotFound');
      const channel = String(merged.channel);
      if (!node.channels.includes(channel)) {
        throw validationError('messageTemplate:errors.channelNotOfNode', { channel: `messageTemplate:options.channel.${channel}`, node: node.name });
      }
      const app = merged.appName ? String(merged.appName) : null;
      if (app && node.apps.length > 0 && !node.apps.includes(app)) throw validationError('messageTemplate:errors.appNotOfNode', { app, node: node.name });
      // The case stage: empty (any case), a whole stage, or one level that exists (docs/collection.md, SMS from the workbench).
      const stage = typeof merged.caseStage === 'string' ? merged.caseStage.trim() : '';
      if (stage && !(TEMPLATE_STAGES as readonly string[]).includes(stage) && !(await isCollectionLevel(tx, stage))) {
        throw validationError('messageTemplate:errors.unknownCaseStage', { stage, field: 'messageTemplate:fields.caseStage' });
      }
      const content = String(merged.content ?? '');
      const unknown = unknownVariable(content, node.variables);
      if (unknown) throw validationError('messageTemplate:errors.unknownVariable', { variable: unknown, node: node.name });
      const word = findSensitiveWord(content, await enabledWordLists(tx));
      if (word) throw validationError('messageTemplate:errors.sensitiveWord', { word });
      return input;
    },
    present: (db, rows) => namesOfTemplates(db, rows),
  },
});
