/** Reads of the app-facing configuration: app choices, and what the open API serves (each one indexed query). */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { merchantScopeClause, type MerchantScope } from '../../core/merchant-scope';
import { crudSource } from '../../core/crud/crud.repository';
import { announcements, appClients, appContents, appVersions, launchScreens, sensitiveFieldRules, serviceHotlines, supermarketProducts } from '../../db/schema';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';

/** The configuration tables, for the generic CRUD. */
export const sources = {
  appVersions: crudSource(appVersions),
  announcements: crudSource(announcements),
  launchScreens: crudSource(launchScreens),
  appContents: crudSource(appContents),
  serviceHotlines: crudSource(serviceHotlines),
  sensitiveFieldRules: crudSource(sensitiveFieldRules),
  supermarketProducts: crudSource(supermarketProducts),
};

export async function appNameOf(db: DbOrTx, appCode: string) {
  const [row] = await db.select({ appName: appClients.appName }).from(appClients).where(eq(appClients.appCode, appCode)).limit(1);
  return row?.appName ?? appCode;
}

/** The apps of the caller's merchants (every app for head office), for pickers. */
export async function listAppOptions(db: DbOrTx, scope: MerchantScope) {
  return db.select({ value: appClients.appCode, label: appClients.appName }).from(appClients)
    .where(merchantScopeClause(appClients.merchantId, scope)).orderBy(asc(appClients.appName)).limit(200);
}

export async function assertAppExists(db: DbOrTx, appCode: string) {
  const [row] = await db.select({ id: appClients.id }).from(appClients).where(eq(appClients.appCode, appCode)).limit(1);
  if (!row) throw validationError('appContent:errors.unknownApp');
}

/** A launch screen's image must be one uploaded through `appContent/upload` (an image in the file store). */
export async function assertImageStored(deps: Deps, key: string) {
  const file = key.startsWith('app-images/') ? await deps.files.get(key) : null;
  if (!file?.contentType.startsWith('image/')) throw validationError('appContent:errors.imageMissing');
}

/** Published releases newer than the app's build, newest first. */
export async function newerReleases(db: DbOrTx, appCode: string, platform: string, versionCode: number) {
  return db.select().from(appVersions)
    .where(and(eq(appVersions.appCode, appCode), eq(appVersions.platform, platform), eq(appVersions.enabled, true), gt(appVersions.versionCode, versionCode)))
    .orderBy(desc(appVersions.versionCode)).limit(100);
}

export async function activeLaunchScreens(db: DbOrTx, appCode: string, at: Date) {
  return db.select({ id: launchScreens.id, kind: launchScreens.kind, title: launchScreens.title, imageKey: launchScreens.imageKey, linkUrl: launchScreens.linkUrl, sort: launchScreens.sort, endsAt: launchScreens.endsAt })
    .from(launchScreens)
    .where(and(eq(launchScreens.appCode, appCode), eq(launchScreens.enabled, true), lte(launchScreens.startsAt, at), gt(launchScreens.endsAt, at)))
    .orderBy(asc(launchScreens.kind), asc(launchScreens.sort), asc(launchScreens.id)).limit(50);
}

export async function activeAnnouncements(db: DbOrTx, appCode: string, at: Date) {
  return db.select({ id: announcements.id, title: announcements.title, content: announcements.content, startsAt: announcements.startsAt, endsAt: announcements.endsAt })
    .from(announcements)
    .where(and(eq(announcements.appCode, appCode), eq(announcements.enabled, true), lte(announcements.startsAt, at), or(isNull(announcements.endsAt), gt(announcements.endsAt, at))))
    .orderBy(asc(announcements.sort), desc(announcements.startsAt)).limit(50);
}

export async function contentPage(db: DbOrTx, appCode: string, contentCode: string, language: string) {
  const rows = await db.select({ contentCode: appContents.contentCode, language: appContents.language, title: appContents.title, body: appContents.body, updatedAt: appContents.updatedAt })
    .from(appContents)
    .where(and(eq(appContents.appCode, appCode), eq(appContents.contentCode, contentCode), eq(appContents.enabled, true), or(eq(appContents.language, language), eq(appContents.language, 'en'))))
    .limit(2);
  return rows.find((r) => r.language === language) ?? rows[0] ?? null;
}

export async function activeHotlines(db: DbOrTx, appCode: string) {
  return db.select({ label: serviceHotlines.label, contactPhone: serviceHotlines.contactPhone, workingHours: serviceHotlines.workingHours })
    .from(serviceHotlines).where(and(eq(serviceHotlines.appCode, appCode), eq(serviceHotlines.enabled, true)))
    .orderBy(asc(serviceHotlines.sort)).limit(20);
}


/** Enabled supermarket products for everyone or for the customer's type, in their order. */
export async function listedProducts(db: DbOrTx, customerType: 'new' | 'old' | undefined) {
  const p = supermarketProducts;
  return db.select({ id: p.id, productName: p.productName, partnerName: p.partnerName, logoKey: p.logoKey, linkUrl: p.linkUrl, minAmountCents: p.minAmountCents, maxAmountCents: p.maxAmountCents, dailyRateBp: p.dailyRateBp, termDays: p.termDays })
    .from(p).where(and(eq(p.enabled, true), inArray(p.audience, customerType ? ['all', customerType] : ['all'])))
    .orderBy(asc(p.sort), asc(p.id)).limit(100);
}
