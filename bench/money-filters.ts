/**
 * The filters the money screens offer (LoanManagement, RepaymentManagement, -Merge, -New), as query
 * parameters: the bench runs them over HTTP and tests/api/money-counts.test.ts checks each total against
 * an exact count after every kind of money event.
 */
export type MoneyList = 'pay' | 'bills' | 'loans' | 'flows';

export const MONEY_LIST_URLS: Record<MoneyList, string> = {
  pay: 'payManage/list', bills: 'rePayManage/bills', loans: 'rePayManage/orders', flows: 'rePayManage/flows',
};

export interface MoneyCase {
  label: string;
  list: MoneyList;
  params: Record<string, string | number>;
}

/** Values read from the book so that every case matches real rows; days are EAT days. */
export interface MoneySamples {
  orderNo: string;
  phone: string;
  merchantId: number;
  flowNo: string;
  weekAgo: string;
  today: string;
}

export const moneyCases = (s: MoneySamples): MoneyCase[] => [
  { label: 'LoanManagement: all', list: 'pay', params: {} },
  { label: 'LoanManagement: in progress', list: 'pay', params: { releaseStatus: 1 } },
  { label: 'LoanManagement: lent', list: 'pay', params: { releaseStatus: 2 } },
  { label: 'LoanManagement: lending failures', list: 'pay', params: { releaseStatus: 3 } },
  { label: 'LoanManagement: merchant', list: 'pay', params: { merchantId: s.merchantId } },
  { label: 'LoanManagement: merchant + lent', list: 'pay', params: { merchantId: s.merchantId, releaseStatus: 2 } },
  { label: 'LoanManagement: order no', list: 'pay', params: { orderNo: s.orderNo } },
  { label: 'LoanManagement: phone', list: 'pay', params: { phone: s.phone } },
  { label: 'LoanManagement: lending channel M-Pesa', list: 'pay', params: { lendingChannel: 'mpesa' } },
  { label: 'LoanManagement: audited this week', list: 'pay', params: { auditDayFrom: s.weekAgo, auditDayTo: s.today } },
  { label: 'LoanManagement: merchant, lent this week', list: 'pay', params: { merchantId: s.merchantId, lendingDayFrom: s.weekAgo, lendingDayTo: s.today } },
  { label: 'Bills: all', list: 'bills', params: {} },
  { label: 'Bills: overdue', list: 'bills', params: { overdue: 'true' } },
  { label: 'Bills: not overdue', list: 'bills', params: { overdue: 'false' } },
  { label: 'Bills: unpaid', list: 'bills', params: { status: 'unpaid' } },
  { label: 'Bills: partly paid', list: 'bills', params: { status: 'partial' } },
  { label: 'Bills: settled', list: 'bills', params: { status: 'settled' } },
  { label: 'Bills: unpaid, due this week', list: 'bills', params: { status: 'unpaid', dueDayFrom: s.weekAgo, dueDayTo: s.today } },
  { label: 'Bills: merchant + overdue', list: 'bills', params: { merchantId: s.merchantId, overdue: 'true' } },
  { label: 'Bills: merchant, page 50', list: 'bills', params: { merchantId: s.merchantId, current: 50 } },
  { label: 'Bills: lent this week', list: 'bills', params: { lendingDayFrom: s.weekAgo, lendingDayTo: s.today } },
  { label: 'Bills: phone', list: 'bills', params: { phone: s.phone } },
  { label: 'Bills: order no prefix', list: 'bills', params: { orderNo: s.orderNo.slice(0, -2) } },
  { label: 'Bills: bill no prefix', list: 'bills', params: { billNo: `${s.orderNo}-` } },
  { label: 'Bills: name anywhere', list: 'bills', params: { customerName: 'ry Kam' } },
  { label: 'Bills: due day ascending', list: 'bills', params: { sortField: 'dueDay', sortOrder: 'ascend' } },
  { label: 'Loans (merge): all', list: 'loans', params: {} },
  { label: 'Loans (merge): merchant', list: 'loans', params: { merchantId: s.merchantId } },
  { label: 'Loans (merge): overdue', list: 'loans', params: { overdue: 'true' } },
  { label: 'Loans (merge): not overdue', list: 'loans', params: { overdue: 'false' } },
  { label: 'Loans (merge): settled', list: 'loans', params: { settled: 'true' } },
  { label: 'Loans (merge): open', list: 'loans', params: { settled: 'false' } },
  { label: 'Loans (merge): lent this week', list: 'loans', params: { lendingDayFrom: s.weekAgo, lendingDayTo: s.today } },
  { label: 'Loans (merge): phone', list: 'loans', params: { phone: s.phone } },
  { label: 'Loans (merge): name anywhere', list: 'loans', params: { customerName: 'Kamau' } },
  { label: 'Loans (merge): amount descending', list: 'loans', params: { sortField: 'loanAmountCents', sortOrder: 'descend' } },
  { label: 'Flows: all', list: 'flows', params: {} },
  { label: 'Flows: settle by M-Pesa', list: 'flows', params: { repayType: 'settle', paymentChannel: 'mpesa' } },
  { label: 'Flows: partial', list: 'flows', params: { repayType: 'partial' } },
  { label: 'Flows: rolled back', list: 'flows', params: { status: 'rolledBack' } },
  { label: 'Flows: supplemented', list: 'flows', params: { source: 'supplement' } },
  { label: 'Flows: repaid this week', list: 'flows', params: { repaidFrom: `${s.weekAgo} 00:00:00`, repaidTo: `${s.today} 23:59:59` } },
  { label: 'Flows: repaid since mid-day a week ago', list: 'flows', params: { repaidFrom: `${s.weekAgo} 12:30:00`, repaidTo: s.today } },
  { label: 'Flows: flow no', list: 'flows', params: { flowNo: s.flowNo } },
  { label: 'Flows: flow no prefix', list: 'flows', params: { flowNo: s.flowNo.slice(0, -1) } },
  { label: 'Flows: order no prefix', list: 'flows', params: { orderNo: s.orderNo.slice(0, -2) } },
  { label: 'Flows: amount ascending', list: 'flows', params: { sortField: 'amountCents', sortOrder: 'ascend' } },
];
