/**
 * The filters every order list offers (spec 3, Order), declared once: how each is entered, where its
 * choices come from and how the server matches it (the server's query schema, common/orders/order-query.ts,
 * derives from it). The two day ranges each fill a pair of query fields; `numeric` choices are read as numbers.
 */
import type { FilterDef } from '../lists/filters';
import { orderOptionsUrl } from './order-options';

export const ORDER_FILTER_DEFS = [
  { name: 'orderNo', kind: 'text', match: 'prefix' },
  { name: 'customerName', kind: 'text', match: 'contains' },
  { name: 'phone', kind: 'text', match: 'phone' },
  { name: 'idNumber', kind: 'text', match: 'exact' },
  { name: 'status', kind: 'dict', dictKey: 'ORDER_STATUS', multiple: true, numeric: true },
  { name: 'applyDay', kind: 'dayRange', from: 'applyDayFrom', to: 'applyDayTo' },
  { name: 'merchantId', kind: 'lookup', url: orderOptionsUrl('merchants'), numeric: true },
  { name: 'productId', kind: 'lookup', url: orderOptionsUrl('products'), numeric: true },
  { name: 'certificateNumber', kind: 'text', match: 'exact' },
  { name: 'refuseCode', kind: 'dict', dictKey: 'REFUSE_CODE' },
  { name: 'loanType', kind: 'dict', dictKey: 'LOAN_TYPE', numeric: true },
  { name: 'modelLevel', kind: 'dict', dictKey: 'MODEL_LEVEL' },
  { name: 'auditorId', kind: 'lookup', url: orderOptionsUrl('auditors'), numeric: true },
  { name: 'whitelist', kind: 'flag' },
  { name: 'incomingChannel', kind: 'dict', dictKey: 'INCOMING_CHANNEL' },
  { name: 'promotionChannel', kind: 'dict', dictKey: 'PROMOTION_CHANNEL' },
  { name: 'lendingChannel', kind: 'dict', dictKey: 'LENDING_CHANNEL' },
  { name: 'dataSource', kind: 'dict', dictKey: 'DATA_SOURCE' },
  { name: 'lendingDay', kind: 'dayRange', from: 'lendingDayFrom', to: 'lendingDayTo' },
] as const satisfies readonly FilterDef[];

export type OrderFilterName = (typeof ORDER_FILTER_DEFS)[number]['name'];
export const ALL_ORDER_FILTERS = ORDER_FILTER_DEFS.map((d) => d.name) as OrderFilterName[];
