/**
 * The columns of the repayment lists, declared once: the screens' tables and the xlsx exports are both
 * built from them, so a column shown is a column exported, with the same title and formatting.
 */
import { BILL_COMPONENTS } from './components';

/** How a cell is shown: money as KES, instants in EAT, labels translated from `repay:<labels>.<value>`. */
export type CellKind = 'text' | 'int' | 'money' | 'time' | 'day' | 'flag' | 'label';

export interface RepayColumn {
  /** Property of the row; a dotted path reaches into a breakdown ("unpaid.principal"). */
  key: string;
  kind: CellKind;
  labels?: 'billStatuses' | 'repayTypes' | 'flowSources' | 'flowStatuses' | 'rollbackTypes' | 'channels';
  /** Translation key of the column's title. */
  title: string;
}

const col = (key: string, kind: CellKind = 'text', labels?: RepayColumn['labels']): RepayColumn =>
  ({ key, kind, labels, title: `repay:columns.${key}` });

/** One money column per bill component: "Unpaid principal", "Principal offset"… */
const perComponent = (group: 'unpaid' | 'offsets'): RepayColumn[] => BILL_COMPONENTS.map((c) => col(`${group}.${c}`, 'money'));

export const BILL_COLUMNS: readonly RepayColumn[] = [
  col('billNo'), col('orderNo'), col('periodNo', 'int'), col('customerName'), col('phone'), col('merchantName'),
  col('status', 'label', 'billStatuses'), col('lendingAt', 'time'), col('dueDay', 'day'), col('lastRepaidAt', 'time'),
  col('billAmountCents', 'money'), col('amountDueCents', 'money'), col('repaidCents', 'money'),
  col('overdue', 'flag'), col('overdueDays', 'int'), col('rollover', 'flag'), col('rolloverCount', 'int'),
  col('extensionFeeCents', 'money'), col('couponCents', 'money'), ...perComponent('unpaid'),
  col('overpaymentCents', 'money'), col('waivedCents', 'money'), col('settledAt', 'time'),
];

export const LOAN_COLUMNS: readonly RepayColumn[] = [
  col('orderNo'), col('customerName'), col('phone'), col('merchantName'), col('lendingAt', 'time'), col('loanAmountCents', 'money'),
  col('billCount', 'int'), col('openBillCount', 'int'), col('billAmountCents', 'money'), col('amountDueCents', 'money'),
  col('repaidCents', 'money'), col('earliestOpenDueDay', 'day'), col('maxOverdueDays', 'int'),
];

export const FLOW_COLUMNS: readonly RepayColumn[] = [
  col('flowNo'), col('paymentCode'), col('orderNo'), col('billNo'), col('customerName'), col('phone'), col('merchantName'),
  col('paymentChannel', 'label', 'channels'), col('repayType', 'label', 'repayTypes'), col('source', 'label', 'flowSources'),
  col('status', 'label', 'flowStatuses'), col('amountCents', 'money'), ...perComponent('offsets'),
  col('couponCents', 'money'), col('waivedCents', 'money'), col('overflowCents', 'money'),
  col('repaidAt', 'time'), col('creatorName'), col('createdAt', 'time'), col('remark'),
];

export const ROLLBACK_COLUMNS: readonly RepayColumn[] = [
  col('flowNo'), col('orderNo'), col('rollbackType', 'label', 'rollbackTypes'), col('totalCents', 'money'), ...perComponent('offsets'),
  col('replacementFlowNo'), col('reason'), col('creatorName'), col('at', 'time'),
];

/** The value of a column in a row, following a dotted key. */
export function cellValue(row: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), row);
}

/** The columns each list shows until the user chooses others: what is read first, fitting 1280 px. */
export const FIRST_REPAY_COLUMNS = {
  bills: ['billNo', 'customerName', 'phone', 'status', 'dueDay', 'amountDueCents', 'overdueDays'],
  loans: ['orderNo', 'customerName', 'amountDueCents', 'earliestOpenDueDay', 'maxOverdueDays'],
  flows: ['flowNo', 'orderNo', 'repayType', 'status', 'amountCents', 'repaidAt'],
  rollbacks: ['flowNo', 'orderNo', 'rollbackType', 'totalCents', 'reason', 'creatorName', 'at'],
} as const;
