/** OrderManagement and its simplified twin: the columns each lists and exports, and the export's limits. */
import type { OrderListRow } from './order-row';

export const ORDER_MANAGEMENT_SCREENS = {
  orderManagement: 'AuditSystem/OrderManagement',
  orderManagementAbridgment: 'AuditSystem/OrderManagementAbridgment',
} as const;
export type OrderManagementScreen = keyof typeof ORDER_MANAGEMENT_SCREENS;

/** Every Order field of the spec (section 3). */
const FULL = [
  'orderNo', 'merchantName', 'customerName', 'idNumber', 'certificateNumber', 'phone', 'status', 'refuseCode', 'applyAt',
  'lendingAt', 'loanAmountCents', 'practicalAmountCents', 'termDays', 'installments', 'productName', 'loanType',
  'incomingChannel', 'promotionChannel', 'lendingChannel', 'denialReason', 'whitelist', 'modelLevel', 'auditorName', 'dataSource',
] as const satisfies readonly (keyof OrderListRow)[];

/** The simplified list: fewer columns, with the actual (practical) loan amount beside the amount applied for. */
const ABRIDGED = [
  'orderNo', 'merchantName', 'customerName', 'phone', 'status', 'applyAt', 'lendingAt', 'loanAmountCents',
  'practicalAmountCents', 'termDays', 'productName', 'loanType', 'auditorName',
] as const satisfies readonly (keyof OrderListRow)[];

export const ORDER_MANAGEMENT_COLUMNS = { orderManagement: FULL, orderManagementAbridgment: ABRIDGED } as const;

/** An export holds at most this many rows; a larger filter is refused with a message to narrow it. */
export const EXPORT_MAX_ROWS = 100_000;
/** Rows read from the database per round trip while the file is written. */
export const EXPORT_CHUNK_ROWS = 2_000;
