/**
 * External menu links (issue 31.9, common/external-link.ts). At the click the browser asks for the link: if the menu
 * is one of the user's and its address is https on an allowed host, a fresh random code (32 bytes, only its hash
 * kept) goes on the address in place of the session token. The external system's server redeems it once within a
 * minute and learns who the user is; the session token never leaves the back office.
 */
import { randomBytes } from 'node:crypto';
import { COUNTRY_CODE } from '../../../common/constants';
import { allowedExternalHost, EXTERNAL_LINK_CODE_PARAM, EXTERNAL_LINK_CODE_TTL_MS } from '../../../common/external-link';
import type { Actor, SessionUser } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { notFound, validationError } from '../../core/errors';
import { hashToken } from '../../core/tokens';
import { deleteLinkCodesBefore, insertLinkCode, useLinkCode } from './external-link.repository';
import { findGrantedMenus } from './menu.repository';

const DAY_MS = 24 * 60 * 60_000;

/** The link of one of the user's menus, with a one-time code, the language, country and origin. */
export async function issueExternalLink(deps: Deps, session: SessionUser, actor: Actor, request: { menuId: number; language: string; origin: string }) {
  const menu = (await findGrantedMenus(deps.db, session.userId)).find((m) => m.id === request.menuId);
  const host = menu?.externalUrl ? allowedExternalHost(menu.externalUrl, deps.config.EXTERNAL_LINK_HOSTS) : null;
  if (!menu?.externalUrl || !host) throw notFound('menu:externalLink.notAvailable');
  const code = randomBytes(32).toString('base64url');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await deleteLinkCodesBefore(tx, new Date(now.getTime() - DAY_MS));
    await insertLinkCode(tx, { codeHash: hashToken(code), userId: session.userId, menuId: menu.id, host, createdAt: now, expiresAt: new Date(now.getTime() + EXTERNAL_LINK_CODE_TTL_MS) });
    await recordAudit(tx, actor, { action: 'openExternalLink', entity: 'menu', entityId: menu.id, after: { host } });
  });
  const target = new URL(menu.externalUrl);
  target.searchParams.set(EXTERNAL_LINK_CODE_PARAM, code);
  target.searchParams.set('language', request.language);
  target.searchParams.set('country', COUNTRY_CODE);
  target.searchParams.set('origin', request.origin);
  return { url: target.toString(), expiresInSeconds: EXTERNAL_LINK_CODE_TTL_MS / 1000 };
}

/** The external system's redeem: once, within the minute, for a user who is not frozen; audited. */
export async function redeemExternalLink(deps: Deps, code: string, actor: Actor) {
  return deps.db.transaction(async (tx) => {
    const used = await useLinkCode(tx, hashToken(code), deps.now());
    if (!used || used.status === 'frozen') throw validationError('menu:externalLink.codeInvalid');
    await recordAudit(tx, { ...actor, userId: used.userId, username: used.username }, {
      action: 'redeemExternalLink', entity: 'menu', entityId: used.menuId, after: { host: used.host },
    });
    return { userId: used.userId, userNo: used.userNo, username: used.username, realName: used.realName, menuId: used.menuId, host: used.host };
  });
}
