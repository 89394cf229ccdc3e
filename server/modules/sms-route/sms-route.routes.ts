/** Both routing screens: each kind's route CRUD and its test send; the merchant picker. */
import { z } from 'zod';
import { MESSAGE_TYPES_OF, SMS_ROUTE_ENTITIES, SMS_ROUTE_KINDS, SMS_ROUTE_MERCHANTS_URL, SMS_ROUTE_SCREENS, smsTestSendUrl, type SmsRouteKind } from '../../../common/contact/sms-routing';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route, type RouteDef } from '../../core/route';
import { merchantOptions } from './sms-route.repository';
import { smsRouteService } from './sms-route.crud';
import { testSend } from './sms-test-send';

const testSendBody = (kind: SmsRouteKind) => z.object({
  phone: z.string({ message: 'validation.required' }).min(1, 'validation.required').max(20),
  merchantId: z.number().int().positive().nullish(),
  messageType: z.enum(MESSAGE_TYPES_OF[kind] as [string, ...string[]], { message: 'validation.required' }),
});

function kindRoutes(kind: SmsRouteKind): RouteDef[] {
  const { screen } = SMS_ROUTE_SCREENS[kind];
  return [
    ...crudRoutes(SMS_ROUTE_ENTITIES[kind], smsRouteService(kind)),
    route({
      method: 'POST', url: smsTestSendUrl(kind), access: needs(actionCode(screen, 'test')), body: testSendBody(kind),
      fieldLabel: (field: string) => `smsRoute:fields.${field}`,
      handler: ({ deps, body, actor }) => testSend(deps, actor, kind, { phone: body.phone, merchantId: body.merchantId ?? null, messageType: body.messageType }),
    }),
  ];
}

export const smsRouteRoutes: RouteDef[] = [
  ...SMS_ROUTE_KINDS.flatMap(kindRoutes),
  route({
    method: 'GET', url: SMS_ROUTE_MERCHANTS_URL, access: needs(...SMS_ROUTE_KINDS.map((k) => viewCode(SMS_ROUTE_SCREENS[k].screen))),
    handler: ({ deps }) => merchantOptions(deps.db),
  }),
];
