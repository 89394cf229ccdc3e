/**
 * SmsRouterConfig and MarketingSmsRouterConfig: one CRUD service per kind over sms_routes. A screen reaches only its
 * own kind's routes (another kind's id is "not found").
 */
import { SMS_ROUTE_ENTITIES, type SmsRouteKind } from '../../../common/contact/sms-routing';
import { createCrudService } from '../../core/crud/crud.service';
import { notFound, validationError } from '../../core/errors';
import { inKind, merchantExists, smsRouteSource } from './sms-route.repository';

type Row = Record<string, unknown>;

export function smsRouteService(kind: SmsRouteKind) {
  const own = (row: Row | null) => {
    if (row && row.kind !== kind) throw notFound();
  };
  return createCrudService({
    entity: SMS_ROUTE_ENTITIES[kind],
    source: smsRouteSource,
    merchantScope: { column: 'merchantId', nullIsShared: true },
    unique: [{ fields: ['kind', 'name'], message: 'smsRoute:errors.duplicateName' }],
    hooks: {
      async prepare(tx, input, existing) {
        own(existing);
        const merchantId = input.merchantId as number | null | undefined;
        if (merchantId != null && !(await merchantExists(tx, merchantId))) throw validationError('smsRoute:errors.unknownMerchant');
        return { ...input, kind, ...(existing ? { updatedAt: new Date() } : {}) };
      },
      async beforeDelete(_tx, row) { own(row); },
      async beforeToggle(_tx, row) { own(row); },
      async present(_db, rows) {
        for (const row of rows) own(row);
        return rows;
      },
      listScope: () => [inKind(kind)],
    },
  });
}
