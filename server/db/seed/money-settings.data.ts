/** Demo AfterLoanSystem settings: the demo merchants' accounts, payout routes and automatic rules. Demo data only. */
import type { PaymentChannel } from '../../../common/money/statuses';

type MerchantNo = '1501' | '1502' | '1503';
/** An account; `paybill` stands for the merchant's own M-Pesa paybill number. */
type AccountSeed = [merchantNo: MerchantNo, accountName: string, bankName: string, accountNo: string | 'paybill', branch: string | null, channel: PaymentChannel, remark: string | null];

/** Where loans are paid from: an M-Pesa B2C shortcode per merchant, Airtel Money, and bank accounts for transfers. */
export const LENDER_ACCOUNTS: readonly AccountSeed[] = [
  ['1501', 'Jamii Pesa Ltd B2C', 'M-Pesa B2C', '3015011', null, 'mpesa', 'Safaricom bulk disbursement shortcode'],
  ['1501', 'Jamii Pesa Ltd', 'Airtel Money', '7015011', null, 'airtel', 'Airtel Money disbursement wallet'],
  ['1501', 'Jamii Pesa Ltd Disbursement', 'Equity Bank', '1180279465312', 'Kimathi Street, Nairobi', 'bank', 'Funds bank payouts of the 30-day product'],
  ['1502', 'Haraka Loans Ltd B2C', 'M-Pesa B2C', '3015021', null, 'mpesa', null],
  ['1502', 'Haraka Loans Ltd', 'KCB', '1289347701', 'Moi Avenue, Nairobi', 'bank', 'Float top-ups to the B2C account'],
  ['1503', 'Soko Credit Ltd B2C', 'M-Pesa B2C', '3015031', null, 'mpesa', null],
  ['1503', 'Soko Credit Ltd', 'Co-operative Bank', '01129456782100', 'Eldoret', 'bank', null],
];

/** Where customers repay: each merchant's M-Pesa paybill, and a bank collection account. */
export const REPAYMENT_ACCOUNTS: readonly AccountSeed[] = [
  ['1501', 'Jamii Pesa Collections', 'M-Pesa Paybill', 'paybill', null, 'mpesa', 'Account number = order number'],
  ['1501', 'Jamii Pesa Ltd Collections', 'NCBA', '1002837465', 'Westlands, Nairobi', 'bank', 'Direct deposits and bank transfers'],
  ['1502', 'Haraka Loans Collections', 'M-Pesa Paybill', 'paybill', null, 'mpesa', 'Account number = order number'],
  ['1502', 'Haraka Loans Ltd Collections', 'Equity Bank', '0240291837465', 'Nakuru', 'bank', null],
  ['1502', 'Haraka Loans Collections', 'Airtel Money', '4001502', null, 'airtel', 'Airtel Money paybill'],
  ['1503', 'Soko Credit Collections', 'M-Pesa Paybill', 'paybill', null, 'mpesa', 'Account number = order number'],
  ['1503', 'Soko Credit Ltd Collections', 'KCB', '1302987654', 'Eldoret', 'bank', null],
];

/** M-Pesa first and Airtel Money as fallback for every merchant; Jamii Pesa's 30-day loans go to bank accounts first. */
export const LOAN_ROUTES: readonly [merchantNo: MerchantNo, productCode: string | null, channel: PaymentChannel, priority: number, remark: string | null][] = [
  ['1501', null, 'mpesa', 1, null],
  ['1501', null, 'airtel', 2, 'Fallback when M-Pesa fails'],
  ['1501', 'JP-30D', 'bank', 1, 'Larger loans to the customer\'s bank account'],
  ['1502', null, 'mpesa', 1, null],
  ['1502', null, 'airtel', 2, 'Fallback when M-Pesa fails'],
  ['1503', null, 'mpesa', 1, null],
  ['1503', null, 'airtel', 2, 'Fallback when M-Pesa fails'],
];

export const AUTO_CANCEL_WAIT_HOURS = 48;
export const AUTO_SETTLEMENT = { maxRemainderCents: 10_00, minOverdueDays: 0 };
export const AUTO_WRITE_OFF_MAX_REMAINDER_CENTS = 5_00;
