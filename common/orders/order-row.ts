/** One row of every order list (spec 3, Order), as the list endpoints answer it; times are UTC ISO strings. */
export interface OrderListRow {
  id: number;
  orderNo: string;
  merchantId: number;
  merchantName: string;
  customerId: number;
  customerName: string;
  idNumber: string;
  certificateNumber: string | null;
  phone: string;
  customerLanguage: string;
  status: number;
  refuseCode: string | null;
  denialReason: string | null;
  applyAt: string;
  auditAt: string | null;
  lendingAt: string | null;
  loanAmountCents: number;
  practicalAmountCents: number;
  termDays: number;
  installments: number;
  productId: number;
  productName: string;
  loanType: number;
  incomingChannel: string | null;
  promotionChannel: string | null;
  lendingChannel: string | null;
  dataSource: string | null;
  whitelist: boolean;
  modelLevel: string | null;
  auditorId: number | null;
  auditorName: string | null;
  allocatedAt: string | null;
  callCount: number;
  lastActionCode: string | null;
  nextCallAt: string | null;
}
