/**
 * Demo rows of the loan supermarket's audience configuration (issue 17): four VIP levels, what each is
 * recommended, a supermarket platform per demo app and one partner aggregator, and the review offers of a
 * Jamii Pesa Android build under store review. Runs after the app content (it reads the apps and products).
 */
import type { Tx } from '../client';
import { appClients, supermarketPlatforms, supermarketProducts, supermarketRecommendations, supermarketReviewData, supermarketVipLevels } from '../schema';

const LEVELS = [
  { levelCode: 'V0', levelName: 'Member', minSettledLoans: 0, recommendLimit: 2, benefits: 'Partner offers picked for first-time borrowers.' },
  { levelCode: 'V1', levelName: 'Silver', minSettledLoans: 1, recommendLimit: 3, benefits: 'Higher-limit partner offers after your first loan repaid in full.' },
  { levelCode: 'V2', levelName: 'Gold', minSettledLoans: 3, recommendLimit: 4, benefits: 'Lower-rate offers and priority customer care.' },
  { levelCode: 'V3', levelName: 'Platinum', minSettledLoans: 6, recommendLimit: 5, benefits: 'The best rates our partners offer, first in the list.' },
];

/** Per level: product names in the order recommended. */
const RECOMMENDED: Record<string, string[]> = {
  V0: ['Zenka Starter', 'Tala Flex'],
  V1: ['Tala Flex', 'Branch Quick', 'Zenka Starter'],
  V2: ['Branch Quick', 'Tala Flex', 'Okash Mini'],
  V3: ['Branch Quick', 'Tala Flex', 'Okash Mini'],
};

export async function seedDemoLoanSupermarket(tx: Tx): Promise<void> {
  const products = await tx.select({ id: supermarketProducts.id, productName: supermarketProducts.productName }).from(supermarketProducts);
  const apps = await tx.select({ appCode: appClients.appCode, appName: appClients.appName }).from(appClients);
  if (!products.length || !apps.length) return;
  const productId = (name: string) => products.find((p) => p.productName === name)?.id;
  const levels = await tx.insert(supermarketVipLevels).values(LEVELS).returning({ id: supermarketVipLevels.id, levelCode: supermarketVipLevels.levelCode });
  await tx.insert(supermarketRecommendations).values(levels.flatMap((level) => RECOMMENDED[level.levelCode]
    .map((name, i) => ({ vipLevelId: level.id, productId: productId(name), sort: (i + 1) * 10 }))
    .filter((r): r is { vipLevelId: number; productId: number; sort: number } => r.productId !== undefined)));
  const allIds = products.map((p) => p.id);
  await tx.insert(supermarketPlatforms).values([
    ...apps.map((a, i) => ({ platformCode: `${a.appCode}-tab`, platformName: `${a.appName} supermarket tab`, appCode: a.appCode, productIds: allIds, sort: i + 1 })),
    {
      platformCode: 'mkopo-hub', platformName: 'Mkopo Hub aggregator', appCode: apps[0].appCode, sort: 10,
      productIds: ['Tala Flex', 'Branch Quick'].map(productId).filter((id): id is number => id !== undefined),
      remark: 'Partner page embedding our listing; paid per click.',
    },
    { platformCode: 'pesa-compare', platformName: 'Pesa Compare', appCode: apps[0].appCode, sort: 11, productIds: allIds.slice(0, 1), enabled: false, remark: 'Paused while the contract is renewed.' },
  ]);
  const reviewApp = apps.find((a) => a.appCode === 'jamiipesa') ?? apps[0];
  await tx.insert(supermarketReviewData).values([
    { appCode: reviewApp.appCode, platform: 'android', versionCode: 260, productName: 'Salary Advance 90', description: 'Repay in three monthly instalments.', minAmountCents: 100_000, maxAmountCents: 5_000_000, annualRateBp: 2400, termDays: 91, sort: 1 },
    { appCode: reviewApp.appCode, platform: 'android', versionCode: 260, productName: 'School Fees 180', description: 'For school fees, repaid over six months.', minAmountCents: 500_000, maxAmountCents: 10_000_000, annualRateBp: 1800, termDays: 180, sort: 2 },
    { appCode: reviewApp.appCode, platform: 'ios', versionCode: 242, productName: 'Salary Advance 90', description: 'Repay in three monthly instalments.', minAmountCents: 100_000, maxAmountCents: 5_000_000, annualRateBp: 2400, termDays: 91, sort: 1, enabled: false },
  ]);
}
