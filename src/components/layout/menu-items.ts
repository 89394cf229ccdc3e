/** The sidebar's entries: the user's permitted menu, keeping only mounted screens and external links. */
import { EXTERNAL_LINK_URL, httpsUrl } from '../../../common/external-link';
import { api } from '../../providers/http';
import type { MenuNode } from '../../providers/storage';

export function visibleMenu(tree: readonly MenuNode[], isMounted: (path: string) => boolean): MenuNode[] {
  return tree.flatMap((node) => {
    if (node.kind === 'button') return [];
    if (node.kind === 'page') return (node.externalUrl || (node.path && isMounted(node.path))) ? [{ ...node, childList: [] }] : [];
    const childList = visibleMenu(node.childList, isMounted);
    return childList.length > 0 || node.externalUrl ? [{ ...node, childList }] : [];
  });
}

/**
 * Opens a menu's external link in a new tab. The server answers its address with a one-time code, the language,
 * country and origin (common/external-link.ts): the session token never leaves the back office. The tab opens at
 * the click, before the answer, so the browser does not take it for a pop-up; it is closed again if the server
 * refuses (the http provider has shown why) or answers anything but https.
 */
export async function openExternalLink(menuId: number): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const answer = await api.post<{ url: string }>(EXTERNAL_LINK_URL, { menuId, origin: window.location.origin }).catch(() => null);
  const target = answer && httpsUrl(answer.url);
  if (!target) {
    tab?.close();
    return;
  }
  if (tab) tab.location.href = target.toString();
  else window.open(target.toString(), '_blank', 'noopener,noreferrer');
}
