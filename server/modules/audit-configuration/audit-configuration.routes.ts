/**
 * AuditConfiguration: CRUD of the human-review questions (options: at least two, distinct, each ≤ 64
 * characters) with enable/disable, and GET auditConfiguration/enabled for the audit screen.
 */
import { auditConfigurationEntity } from '../../../common/entities/audit-configuration';
import { signedIn } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route } from '../../core/route';
import { enabledQuestions } from './audit-configuration.repository';
import { auditConfigurationService } from './audit-configuration.service';

export const auditConfigurationRoutes = [
  ...crudRoutes(auditConfigurationEntity, auditConfigurationService),
  route({
    method: 'GET', url: 'auditConfiguration/enabled', access: signedIn,
    handler: ({ deps }) => enabledQuestions(deps.db),
  }),
];
