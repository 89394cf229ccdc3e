/** Demo balance accounts (BalanceManagement): our M-Pesa paybill, Airtel Money and Equity Bank accounts. */
import type { DbOrTx } from '../client';
import { balanceAccounts } from '../schema';

export const DEMO_BALANCE_ACCOUNTS: readonly (typeof balanceAccounts.$inferInsert)[] = [
  { paymentCompany: 'mpesa', accountName: 'Jamii Credit M-Pesa Paybill', bankAccount: '4001501' },
  { paymentCompany: 'airtel', accountName: 'Jamii Credit Airtel Money', bankAccount: 'AM-552210' },
  { paymentCompany: 'Equity Bank', accountName: 'Jamii Credit Ltd Collections', bankAccount: '1180279461523' },
];

/** Adds the demo accounts that are missing; safe to run again. */
export async function seedBalanceAccounts(db: DbOrTx): Promise<void> {
  await db.insert(balanceAccounts).values([...DEMO_BALANCE_ACCOUNTS]).onConflictDoNothing();
}
