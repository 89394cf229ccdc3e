/** AuditConfiguration's rules over the generic CRUD: question text unique, options at least two, distinct, trimmed. */
import { auditConfigurationEntity, questionOptionsProblem } from '../../../common/entities/audit-configuration';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { validationError } from '../../core/errors';
import { auditQuestionSource } from './audit-configuration.repository';

export const auditConfigurationService = createCrudService({
  entity: auditConfigurationEntity,
  source: auditQuestionSource,
  merchantScope: notMerchantScoped('the review questionnaire is one for the whole company'),
  unique: [{ fields: ['question'], message: 'auditConfiguration:errors.duplicateQuestion' }],
  hooks: {
    async prepare(_tx, input) {
      if (!Array.isArray(input.options)) return input;
      const problem = questionOptionsProblem(input.options);
      if (problem) throw validationError(problem);
      return { ...input, options: input.options.map((o) => String(o).trim()) };
    },
  },
});
