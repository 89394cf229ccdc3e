import { applicationSchema } from '../../../common/orders/application';
import { serviceKey } from '../../core/access';
import { route } from '../../core/route';
import { submitApplication } from './intake.service';

/** The customer apps' door: POST open/intake/application with X-Service-Key (docs/api.md, Intake). */
export const intakeRoutes = [
  route({
    method: 'POST', url: 'open/intake/application', access: serviceKey, body: applicationSchema, bodyLimit: 64 * 1024 * 1024,
    fieldLabel: (field) => `intake:fields.${field.split('.').pop()}`,
    handler: ({ body, deps, serviceMerchantId }) => submitApplication(deps, serviceMerchantId as number, body),
  }),
];
