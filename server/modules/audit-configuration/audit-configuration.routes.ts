/**
 * AuditConfiguration: CRUD of the human-review questions (options: at least two, distinct, each ≤ 64
 * characters) with enable/disable, and GET auditConfiguration/enabled for the audit screen.
 */
import { auditConfigurationEntity, questionOptionsProblem } from '../../../common/entities/audit-configuration';
import { signedIn } from '../../core/access';
import { crudSource } from '../../core/crud/crud.repository';
import { crudRoutes } from '../../core/crud/crud.routes';
import { createCrudService } from '../../core/crud/crud.service';
import { validationError } from '../../core/errors';
import { route } from '../../core/route';
import { auditQuestions } from '../../db/schema';
import { enabledQuestions } from './audit-configuration.repository';

const service = createCrudService({
  entity: auditConfigurationEntity,
  source: crudSource(auditQuestions),
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

export const auditConfigurationRoutes = [
  ...crudRoutes(auditConfigurationEntity, service),
  route({
    method: 'GET', url: 'auditConfiguration/enabled', access: signedIn,
    handler: ({ deps }) => enabledQuestions(deps.db),
  }),
];
