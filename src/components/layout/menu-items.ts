/** The sidebar's entries: the user's permitted menu, keeping only mounted screens and external links. */
import { COUNTRY_CODE } from '../../../common/constants';
import type { MenuNode } from '../../providers/storage';

export function visibleMenu(tree: readonly MenuNode[], isMounted: (path: string) => boolean): MenuNode[] {
  return tree.flatMap((node) => {
    if (node.kind === 'button') return [];
    if (node.kind === 'page') return (node.externalUrl || (node.path && isMounted(node.path))) ? [{ ...node, childList: [] }] : [];
    const childList = visibleMenu(node.childList, isMounted);
    return childList.length > 0 || node.externalUrl ? [{ ...node, childList }] : [];
  });
}

export interface ExternalLinkContext {
  token: string | null;
  language: string;
  origin: string;
}

/** External links carry token, language, country and origin (spec section 2, Sidebar). */
export function externalHref(url: string, context: ExternalLinkContext): string {
  const target = new URL(url, context.origin);
  target.searchParams.set('token', context.token ?? '');
  target.searchParams.set('language', context.language);
  target.searchParams.set('country', COUNTRY_CODE);
  target.searchParams.set('origin', context.origin);
  return target.toString();
}
