/** Seeds the demo loan-origination configuration (see origination.data.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  auditPersonnel, auditQuestions, callAccounts, merchants, products, reReviewConfigs, riskListEntries, riskModelLevels,
  riskModels, riskPricing, riskRules, riskRuleSets, roles, serviceKeys, userRoles, users,
} from '../schema';
import { hashServiceKey } from '../../modules/intake/service-key';
import { AUDIT_QUESTIONS, LIST_ENTRIES, MODEL_LEVELS, PRICING_BY_LEVEL, PRODUCTS, RULES } from './origination.data';

/** The demo apps' intake keys (demo data only; a real key is issued once and only its hash is kept). */
export const DEMO_SERVICE_KEY = (merchantNo: string) => `demo-intake-${merchantNo}`;

export async function seedOriginationConfig(db: DbOrTx): Promise<void> {
  const merchantRows = await db.select().from(merchants);
  const merchantId = new Map(merchantRows.map((m) => [m.merchantNo, m.id]));
  for (const m of merchantRows) {
    await db.update(merchants).set({ paybill: String(4_000_000 + Number(m.merchantNo)), appName: m.merchantName }).where(eq(merchants.id, m.id));
    await db.insert(serviceKeys).values({ merchantId: m.id, name: `${m.merchantName} Android app`, keyHash: hashServiceKey(DEMO_SERVICE_KEY(m.merchantNo)) });
    await db.insert(reReviewConfigs).values({ merchantId: m.id, dailyLimit: 20, minHoursAfterReject: 0, refuseCodes: ['M102', 'M103', 'M105'] });
  }
  const productRows = await db.insert(products).values(PRODUCTS.map(([merchantNo, productCode, productName, termDays, installments, minKes, maxKes, dailyInterestBp, serviceFeeBp, lateFeeDailyBp, loanTypes], i) => ({
    merchantId: merchantId.get(merchantNo)!, productCode, productName, termDays, installments, minAmountCents: minKes * 100, maxAmountCents: maxKes * 100,
    dailyInterestBp, serviceFeeBp, managementFeeBp: 200, lateFeeDailyBp, extensionFeeBp: 1_500, loanTypes, sort: i + 1,
  }))).returning();

  const [ruleSet] = await db.insert(riskRuleSets).values({ name: 'Kenya retail policy v3', enabled: true, remark: 'Applies to every merchant' }).returning();
  await db.insert(riskRules).values(RULES.map(([name, variable, operator, threshold, action, refuseCode, scoreDelta], i) => ({
    ruleSetId: ruleSet.id, name, variable, operator: operator as 'gt', threshold, action, refuseCode, scoreDelta, sort: (i + 1) * 10,
  })));
  await db.insert(riskRuleSets).values({ name: 'Soko Credit pilot (draft)', merchantId: merchantId.get('1503'), enabled: false });
  const [model] = await db.insert(riskModels).values({ name: 'Scorecard 2026-Q3', baseScore: 620, enabled: true }).returning();
  await db.insert(riskModelLevels).values(MODEL_LEVELS.map(([level, minScore, maxScore, refuse]) => ({ modelId: model.id, level, minScore, maxScore, refuse })));
  await db.insert(riskListEntries).values(LIST_ENTRIES.map(([listType, subjectType, value, reason]) => ({ listType, subjectType, value, reason })));
  await db.insert(riskPricing).values(productRows.flatMap((p) => Object.entries(PRICING_BY_LEVEL).map(([modelLevel, { rateDelta, capShare }]) => ({
    productId: p.id, modelLevel, dailyInterestBp: p.dailyInterestBp + rateDelta, maxAmountCents: Math.round((p.maxAmountCents * capShare) / 10_000) * 10_000,
  }))));
  await db.insert(auditQuestions).values(AUDIT_QUESTIONS.map(([question, options], i) => ({ question, options, sort: i + 1 })));

  const auditors = await db.select({ id: users.id, merchantId: users.merchantId }).from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id)).innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.roleNo, 'R002'), inArray(users.status, ['normal'])));
  const allMerchants = merchantRows.map((m) => m.id);
  if (auditors.length) {
    await db.insert(auditPersonnel).values(auditors.map((a, i) => ({
      userId: a.id, groupName: i % 2 ? 'Audit Team B' : 'Audit Team A', merchantIds: i === 0 ? allMerchants : [a.merchantId ?? allMerchants[0]],
      relatedMerchantIds: allMerchants, autoAllocation: true, dailyLimit: 150, loanTypes: 'all' as const,
    })));
    await db.insert(callAccounts).values(auditors.map((a, i) => ({ userId: a.id, startAccount: i % 3 === 2 ? 9 : 7, seat: `SIP-${7100 + i}` })));
  }
}
