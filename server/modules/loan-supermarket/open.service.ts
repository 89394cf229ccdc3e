/** What the open API answers an app about its supermarket: the customer's VIP level, recommendations, platform listings, review offers. */
import { appImageUrl } from '../../../common/app-content/upload';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import type { CallingApp } from '../app-content/app-auth';
import * as repo from './loan-supermarket.repository';

type Card = { logoKey: string } & Record<string, unknown>;
const withLogo = ({ logoKey, ...row }: Card) => ({ ...row, logoUrl: appImageUrl(logoKey) });

export interface BuildQuery {
  platform?: 'android' | 'ios';
  versionCode?: number;
}

/** The customer's level at the app's merchant (by loans repaid in full), what it gives and how far the next one is. */
export async function vipOf(deps: Deps, app: CallingApp, phone: string) {
  const history = await repo.loanHistory(deps.db, app.merchantId, phone);
  const { reached, next } = await repo.levelsAround(deps.db, history.settledLoans);
  return {
    settledLoans: history.settledLoans,
    customerType: history.loans > 0 ? 'old' : 'new',
    level: reached && { levelCode: reached.levelCode, levelName: reached.levelName, benefits: reached.benefits, recommendLimit: reached.recommendLimit },
    nextLevel: next && { levelCode: next.levelCode, levelName: next.levelName, loansToGo: next.minSettledLoans - history.settledLoans },
  };
}

/** The build's review offers when it is under store review (enabled review data for the app, platform and build). */
export async function reviewOf(deps: Deps, app: CallingApp, build: BuildQuery) {
  const offers = build.platform && build.versionCode !== undefined ? await repo.reviewOffers(deps.db, app.appCode, build.platform, build.versionCode) : [];
  return { review: offers.length > 0, offers };
}

/**
 * The products recommended to the customer: those of the customer's VIP level, enabled, shown to the customer's
 * type, in the level's order, at most the level's limit. A build under review gets its review offers instead.
 */
export async function recommendationsFor(deps: Deps, app: CallingApp, phone: string, build: BuildQuery) {
  const review = await reviewOf(deps, app, build);
  if (review.review) return { ...review, level: null, products: [] };
  const history = await repo.loanHistory(deps.db, app.merchantId, phone);
  const { reached } = await repo.levelsAround(deps.db, history.settledLoans);
  const customerType = history.loans > 0 ? 'old' : 'new';
  const products = reached ? await repo.recommendedProducts(deps.db, reached.id, customerType, reached.recommendLimit) : [];
  return {
    review: false, offers: [],
    level: reached && { levelCode: reached.levelCode, levelName: reached.levelName },
    products: products.map(withLogo),
  };
}

/** A platform's listing, for the app it belongs to; a disabled platform or another app's is not found. */
export async function platformListing(deps: Deps, app: CallingApp, platformCode: string) {
  const platform = await repo.platformOf(deps.db, platformCode);
  if (!platform?.enabled || platform.appCode !== app.appCode) throw notFound();
  const products = await repo.listedProductsOf(deps.db, platform.productIds);
  return { platformCode: platform.platformCode, platformName: platform.platformName, products: products.map(withLogo) };
}
