/**
 * The filters of the order lists, one per field of common/orders/order-query.ts: how each is entered and
 * where its choices come from. The two day ranges each fill a pair of query fields (…DayFrom, …DayTo).
 */
import { orderOptionsUrl } from '../../../common/orders/order-options';
import type { OrderFilter } from '../../../common/orders/order-query';
import { PHONE_PATTERN, VALIDATION_MESSAGES } from '../../../common/validators';

export type OrderFilterDef =
  | { kind: 'text'; pattern?: RegExp; messageKey?: string }
  | { kind: 'select'; dictKey?: string; lookup?: string; multiple?: boolean }
  | { kind: 'boolean' }
  | { kind: 'dayRange'; from: keyof OrderFilter; to: keyof OrderFilter };

export const ORDER_FILTERS = {
  orderNo: { kind: 'text' },
  customerName: { kind: 'text' },
  phone: { kind: 'text', pattern: PHONE_PATTERN, messageKey: `errors:${VALIDATION_MESSAGES.phone}` },
  idNumber: { kind: 'text' },
  status: { kind: 'select', dictKey: 'ORDER_STATUS', multiple: true },
  applyDay: { kind: 'dayRange', from: 'applyDayFrom', to: 'applyDayTo' },
  merchantId: { kind: 'select', lookup: orderOptionsUrl('merchants') },
  productId: { kind: 'select', lookup: orderOptionsUrl('products') },
  certificateNumber: { kind: 'text' },
  refuseCode: { kind: 'select', dictKey: 'REFUSE_CODE' },
  loanType: { kind: 'select', dictKey: 'LOAN_TYPE' },
  modelLevel: { kind: 'select', dictKey: 'MODEL_LEVEL' },
  auditorId: { kind: 'select', lookup: orderOptionsUrl('auditors') },
  whitelist: { kind: 'boolean' },
  incomingChannel: { kind: 'select', dictKey: 'INCOMING_CHANNEL' },
  promotionChannel: { kind: 'select', dictKey: 'PROMOTION_CHANNEL' },
  lendingChannel: { kind: 'select', dictKey: 'LENDING_CHANNEL' },
  dataSource: { kind: 'select', dictKey: 'DATA_SOURCE' },
  lendingDay: { kind: 'dayRange', from: 'lendingDayFrom', to: 'lendingDayTo' },
} as const satisfies Record<string, OrderFilterDef>;

export type OrderFilterName = keyof typeof ORDER_FILTERS;
export const ALL_ORDER_FILTERS = Object.keys(ORDER_FILTERS) as OrderFilterName[];

/** Query parameters of an order list, as sent: the names of common/orders/order-query.ts. */
export type OrderFilterParams = Partial<Record<keyof OrderFilter, string | number>>;
