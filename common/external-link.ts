/**
 * External menu links (issue 31.9): a menu may link only to an https address on a host the server's configuration
 * lists (EXTERNAL_LINK_HOSTS), and the link carries a one-time code instead of the session token. The browser asks
 * EXTERNAL_LINK_URL for the address at the click; the external system redeems the code once, within
 * EXTERNAL_LINK_CODE_TTL_MS, at EXTERNAL_LINK_REDEEM_URL and learns who the user is (docs/api.md).
 */

/** Signed in: `{menuId}` → `{url}`, the link with its fresh code, language, country and origin. */
export const EXTERNAL_LINK_URL = 'menu/externalLink';
/** Open, called by the external system's server: `{code}` → the user, once. */
export const EXTERNAL_LINK_REDEEM_URL = 'noAuth/externalLink/redeem';
export const EXTERNAL_LINK_CODE_PARAM = 'code';
export const EXTERNAL_LINK_CODE_TTL_MS = 60_000;

/** The address if it is an absolute https one, else null. */
export function httpsUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The link's host (host[:port], lower case) when it is https and among `hosts`, else null. */
export function allowedExternalHost(url: string, hosts: readonly string[]): string | null {
  const host = httpsUrl(url)?.host.toLowerCase();
  return host && hosts.includes(host) ? host : null;
}
