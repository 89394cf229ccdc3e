import { unknownVariable, VARIABLE_NAME } from '../../../common/contact/template';
import { businessNodeEntity } from '../../../common/entities/businessNode';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict, validationError } from '../../core/errors';
import { businessNodeSource, countTemplatesOfNode, templatesOfNode } from './business-node.repository';

const texts = (value: unknown) => (Array.isArray(value) ? value.map((v) => String(v).trim()).filter((v) => v !== '') : undefined);

/** Business nodes: variable names checked; a variable still used by a template stays; a node with templates is not deleted. */
export const businessNodeService = createCrudService({
  entity: businessNodeEntity,
  source: businessNodeSource,
  merchantScope: notMerchantScoped('the catalogue of message business nodes; templates, which are per merchant, hang off it'),
  unique: [{ fields: ['code'], message: 'businessNode:errors.duplicateCode' }],
  hooks: {
    async prepare(tx, input, existing) {
      const values = { ...input };
      for (const field of ['apps', 'channels', 'variables'] as const) {
        const list = texts(input[field]);
        if (list) values[field] = [...new Set(list)];
      }
      const variables = values.variables as string[] | undefined;
      if (variables) {
        const bad = variables.find((v) => !VARIABLE_NAME.test(v));
        if (bad) throw validationError('businessNode:errors.variableFormat', { variable: bad });
        if (existing) {
          for (const template of await templatesOfNode(tx, Number(existing.id))) {
            const used = unknownVariable(template.content, variables);
            if (used) throw conflict('businessNode:errors.variableInUse', { variable: used, template: template.templateNo });
          }
        }
      }
      return values;
    },
    async beforeDelete(tx, row) {
      if (await countTemplatesOfNode(tx, Number(row.id)) > 0) throw conflict('businessNode:errors.hasTemplates', { name: String(row.name) });
    },
  },
});
