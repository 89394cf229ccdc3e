/** What the open API answers an app: each reads only the calling app's published configuration. */
import { appImageUrl } from '../../../common/app-content/upload';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import * as repo from './app-content.repository';

/**
 * The version check: the newest published release above the app's build, and whether the update is forced —
 * it is when any published release above the build is forced (skipping a forced release does not escape it).
 */
export async function checkVersion(deps: Deps, appCode: string, platform: string, versionCode: number) {
  const newer = await repo.newerReleases(deps.db, appCode, platform, versionCode);
  const latest = newer[0];
  if (!latest) return { updateAvailable: false, forceUpdate: false, latest: null };
  return {
    updateAvailable: true,
    forceUpdate: newer.some((r) => r.forceUpdate),
    latest: { versionName: latest.versionName, versionCode: latest.versionCode, notes: latest.notes, downloadUrl: latest.downloadUrl },
  };
}

export async function launchContent(deps: Deps, appCode: string) {
  const rows = await repo.activeLaunchScreens(deps.db, appCode, deps.now());
  const shape = ({ imageKey, ...row }: (typeof rows)[number]) => ({ ...row, imageUrl: appImageUrl(imageKey) });
  return { launch: rows.filter((r) => r.kind === 'launch').map(shape), banners: rows.filter((r) => r.kind === 'banner').map(shape) };
}

export const announcementsOf = (deps: Deps, appCode: string) => repo.activeAnnouncements(deps.db, appCode, deps.now());

export async function contentOf(deps: Deps, appCode: string, contentCode: string, language: string) {
  const page = await repo.contentPage(deps.db, appCode, contentCode, language);
  if (!page) throw notFound();
  return page;
}

export const hotlinesOf = (deps: Deps, appCode: string) => repo.activeHotlines(deps.db, appCode);

export async function supermarketProducts(deps: Deps, customerType: 'new' | 'old' | undefined) {
  const rows = await repo.listedProducts(deps.db, customerType);
  return rows.map(({ logoKey, ...row }) => ({ ...row, logoUrl: appImageUrl(logoKey) }));
}
