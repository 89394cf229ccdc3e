/** myIncoming and myLoan (TelemarketingSystem/MyIncoming, MyLoan): reads only. */
import { viewCode } from '../../../common/routes';
import { MY_INCOMING_SCREEN, MY_LOAN_SCREEN } from '../../../common/telemarketing/dial';
import { attributionQuerySchema } from '../../../common/telemarketing/dial-inputs';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { listIncoming, listLoans } from './tm-attribution.service';

const fieldLabel = (field: string) => `telemarketingWork:fields.${field}`;

export const tmAttributionRoutes = [
  route({
    method: 'GET', url: 'myIncoming/list', access: needs(viewCode(MY_INCOMING_SCREEN)), query: attributionQuerySchema, fieldLabel,
    handler: (ctx) => listIncoming(ctx.deps, requireSession(ctx), MY_INCOMING_SCREEN, ctx.query),
  }),
  route({
    method: 'GET', url: 'myLoan/list', access: needs(viewCode(MY_LOAN_SCREEN)), query: attributionQuerySchema, fieldLabel,
    handler: (ctx) => listLoans(ctx.deps, requireSession(ctx), MY_LOAN_SCREEN, ctx.query),
  }),
];
