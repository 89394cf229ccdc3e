/**
 * The loan supermarket's audience configuration (issue 17): platforms and their listings, VIP levels, the
 * products recommended to each level, and the review data of builds under store review. One i18n namespace,
 * loanSupermarket; the open API reads all four (docs/merchants.md, "Loan supermarket").
 */
import { APP_PLATFORMS } from '../app-content/apps';
import { defineEntity, type FieldProblem } from '../crud/entity';

const NS = 'loanSupermarket';
/** Choices of these screens' forms: apps, supermarket products, VIP levels. */
export const SUPERMARKET_OPTION_URLS = {
  apps: 'supermarketPlatform/options/apps',
  products: 'supermarketRecommend/options/products',
  levels: 'supermarketRecommend/options/levels',
  reviewApps: 'reviewData/options/apps',
} as const;
/** A platform code as it travels in links and the open API path, e.g. `jamii-tab`. */
export const PLATFORM_CODE = /^[a-z0-9][a-z0-9-]{1,31}$/;
export const LEVEL_CODE = /^[A-Z0-9]{1,8}$/;
/** Google Play refuses personal-loan apps whose loans must be repaid in full within 60 days: review offers last longer. */
export const REVIEW_MIN_TERM_DAYS = 61;

export const supermarketPlatformEntity = defineEntity({
  name: 'supermarketPlatform',
  namespace: NS,
  screen: 'OperationSystem/SupermarketPlatforms',
  recordName: 'platformName',
  fields: {
    platformCode: { kind: 'text', required: true, max: 32, pattern: PLATFORM_CODE, patternMessage: `${NS}:errors.platformCode`, list: true, filter: 'contains', sortable: true, createOnly: true },
    platformName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains', sortable: true },
    appCode: { kind: 'select', required: true, lookup: SUPERMARKET_OPTION_URLS.apps, list: true },
    productIds: { kind: 'multiSelect', required: true, lookup: SUPERMARKET_OPTION_URLS.products, hint: `${NS}:hints.productIds` },
    productNames: { kind: 'text', readOnly: true, list: true },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: true, sortable: true },
    remark: { kind: 'textarea', max: 200 },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

export const supermarketVipLevelEntity = defineEntity({
  name: 'supermarketVipLevel',
  namespace: NS,
  screen: 'LoanSupermarketSystem/LoanSupermarketVipLevelManagement',
  recordName: 'levelName',
  fields: {
    levelCode: { kind: 'text', required: true, max: 8, pattern: LEVEL_CODE, patternMessage: `${NS}:errors.levelCode`, list: true, filter: 'contains', sortable: true },
    levelName: { kind: 'text', required: true, max: 32, list: true, filter: 'contains' },
    minSettledLoans: { kind: 'integer', required: true, min: 0, max: 1000, list: true, sortable: true, hint: `${NS}:hints.minSettledLoans` },
    recommendLimit: { kind: 'integer', required: true, min: 1, max: 20, list: true, hint: `${NS}:hints.recommendLimit` },
    benefits: { kind: 'textarea', max: 300, list: 'more', hint: `${NS}:hints.benefits` },
    recommendations: { kind: 'integer', readOnly: true, list: true },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  },
  defaultSort: { field: 'minSettledLoans', order: 'asc' },
  toggleable: true,
});

export const supermarketRecommendEntity = defineEntity({
  name: 'supermarketRecommend',
  namespace: NS,
  screen: 'LoanSupermarketSystem/LoanSupermarketRecommendProductManagement',
  recordName: 'productName',
  fields: {
    vipLevelId: { kind: 'integer', required: true, lookup: SUPERMARKET_OPTION_URLS.levels, filter: 'exact' },
    levelName: { kind: 'text', readOnly: true, list: true },
    productId: { kind: 'integer', required: true, lookup: SUPERMARKET_OPTION_URLS.products, filter: 'exact' },
    productName: { kind: 'text', readOnly: true, list: true },
    partnerName: { kind: 'text', readOnly: true, list: true },
    productEnabled: { kind: 'boolean', readOnly: true, list: true },
    sort: { kind: 'integer', required: true, min: 1, max: 9999, list: true, sortable: true, hint: `${NS}:hints.recommendSort` },
    remark: { kind: 'textarea', max: 200, list: 'more' },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

export const reviewDataEntity = defineEntity({
  name: 'reviewData',
  namespace: NS,
  screen: 'LoanSupermarketSystem/ReviewDataMaintain',
  recordName: 'productName',
  fields: {
    appCode: { kind: 'select', required: true, lookup: SUPERMARKET_OPTION_URLS.reviewApps, list: true },
    platform: { kind: 'select', required: true, options: APP_PLATFORMS, filter: 'exact' },
    versionCode: { kind: 'integer', required: true, min: 1, max: 999_999_999, list: true, filter: 'exact', sortable: true, hint: `${NS}:hints.versionCode` },
    productName: { kind: 'text', required: true, max: 64, list: true, filter: 'contains' },
    description: { kind: 'textarea', max: 300 },
    minAmountCents: { kind: 'money', required: true, list: true },
    maxAmountCents: { kind: 'money', required: true },
    annualRateBp: { kind: 'rate', required: true, max: 10000, list: true },
    termDays: { kind: 'integer', required: true, min: REVIEW_MIN_TERM_DAYS, max: 3650, list: 'more', hint: `${NS}:hints.termDays` },
    sort: { kind: 'integer', required: true, min: 1, max: 9999 },
    enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
  },
  defaultSort: { field: 'sort', order: 'asc' },
  toggleable: true,
});

/** The lowest amount may not exceed the highest (cents on the server, KES in the form: the same comparison). */
export function reviewAmountProblem(values: Record<string, unknown>): FieldProblem | null {
  const min = Number(values.minAmountCents);
  const max = Number(values.maxAmountCents);
  return Number.isFinite(min) && Number.isFinite(max) && min > max ? { field: 'maxAmountCents', message: `${NS}:errors.amountRange` } : null;
}

