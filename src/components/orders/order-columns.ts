/** The columns an order list may show, one per Order field (spec 3), and the dictionaries that label them. */
import type { OrderListRow } from '../../../common/orders/order-row';

export const ORDER_COLUMNS = [
  'orderNo', 'merchantName', 'customerName', 'idNumber', 'certificateNumber', 'phone', 'status', 'refuseCode', 'denialReason',
  'applyAt', 'auditAt', 'lendingAt', 'loanAmountCents', 'practicalAmountCents', 'termDays', 'installments', 'productName',
  'loanType', 'incomingChannel', 'promotionChannel', 'lendingChannel', 'whitelist', 'modelLevel', 'auditorName', 'allocatedAt',
  'dataSource', 'customerLanguage', 'callCount', 'lastActionCode', 'nextCallAt',
] as const satisfies readonly (keyof OrderListRow)[];

export type OrderColumnName = (typeof ORDER_COLUMNS)[number];

/** Columns whose values are dictionary values, shown by their label. */
export const DICT_COLUMNS = {
  refuseCode: 'REFUSE_CODE',
  loanType: 'LOAN_TYPE',
  incomingChannel: 'INCOMING_CHANNEL',
  promotionChannel: 'PROMOTION_CHANNEL',
  lendingChannel: 'LENDING_CHANNEL',
  dataSource: 'DATA_SOURCE',
  modelLevel: 'MODEL_LEVEL',
  customerLanguage: 'CUSTOMER_LANGUAGE',
  lastActionCode: 'AUDIT_ACTION_CODE',
} as const satisfies Partial<Record<OrderColumnName, string>>;

export type DictColumn = keyof typeof DICT_COLUMNS;

export const TIME_COLUMNS: readonly OrderColumnName[] = ['applyAt', 'auditAt', 'lendingAt', 'allocatedAt', 'nextCallAt'];
export const MONEY_COLUMNS: readonly OrderColumnName[] = ['loanAmountCents', 'practicalAmountCents'];

export const COLUMN_WIDTHS: Partial<Record<OrderColumnName, number>> = {
  orderNo: 160, merchantName: 130, customerName: 170, idNumber: 110, certificateNumber: 130, phone: 140, status: 150,
  refuseCode: 180, denialReason: 180, applyAt: 170, auditAt: 170, lendingAt: 170, allocatedAt: 170, nextCallAt: 170,
  loanAmountCents: 130, practicalAmountCents: 130, termDays: 80, installments: 100, productName: 150, loanType: 110,
  incomingChannel: 120, promotionChannel: 130, lendingChannel: 150, whitelist: 90, modelLevel: 130, auditorName: 140,
  dataSource: 120, customerLanguage: 100, callCount: 80, lastActionCode: 180,
};
