/**
 * Seeds the demo AfterLoanSystem settings (money-settings.data.ts) for the demo merchants: lender and
 * repayment accounts, loan routes, and the auto cancel, settlement and write-off rules. Needs the merchants
 * and the origination products; demo data only.
 */
import type { DbOrTx } from '../client';
import {
  autoLoanCancelConfigs, autoSettlementConfigs, autoWriteOffConfigs, lenderAccounts, loanRoutes, merchants, products, repaymentAccounts,
} from '../schema';
import { MERCHANTS } from './demo.data';
import {
  AUTO_CANCEL_WAIT_HOURS, AUTO_SETTLEMENT, AUTO_WRITE_OFF_MAX_REMAINDER_CENTS, LENDER_ACCOUNTS, LOAN_ROUTES, REPAYMENT_ACCOUNTS,
} from './money-settings.data';

export async function seedMoneySettings(db: DbOrTx): Promise<void> {
  const demoNos: ReadonlySet<string> = new Set(MERCHANTS.map((m) => m.merchantNo));
  const demo = (await db.select({ id: merchants.id, merchantNo: merchants.merchantNo, paybill: merchants.paybill }).from(merchants))
    .filter((m) => demoNos.has(m.merchantNo));
  if (demo.length === 0) return;
  const merchant = new Map(demo.map((m) => [m.merchantNo, m]));
  const productId = new Map((await db.select({ id: products.id, code: products.productCode }).from(products)).map((p) => [p.code, p.id]));

  const accounts = (seeds: typeof LENDER_ACCOUNTS) => seeds.filter(([no]) => merchant.has(no)).map(([no, accountName, bankName, accountNo, branch, channel, remark]) => ({
    merchantId: merchant.get(no)!.id, accountName, bankName, branch, channel, remark,
    accountNo: accountNo === 'paybill' ? merchant.get(no)!.paybill ?? `400${no}` : accountNo,
  }));
  await db.insert(lenderAccounts).values(accounts(LENDER_ACCOUNTS));
  await db.insert(repaymentAccounts).values(accounts(REPAYMENT_ACCOUNTS));

  await db.insert(loanRoutes).values(LOAN_ROUTES.filter(([no, code]) => merchant.has(no) && (code === null || productId.has(code)))
    .map(([no, code, channel, priority, remark]) => ({ merchantId: merchant.get(no)!.id, productId: code === null ? null : productId.get(code)!, channel, priority, remark })));

  await db.insert(autoLoanCancelConfigs).values(demo.map((m) => ({ merchantId: m.id, waitHours: AUTO_CANCEL_WAIT_HOURS })));
  await db.insert(autoSettlementConfigs).values(demo.map((m) => ({ merchantId: m.id, ...AUTO_SETTLEMENT })));
  await db.insert(autoWriteOffConfigs).values(demo.map((m) => ({ merchantId: m.id, maxRemainderCents: AUTO_WRITE_OFF_MAX_REMAINDER_CENTS })));
}
