/** Refine's access control, answered by the one guard module in common/ (spec section 6). */
import type { AccessControlProvider } from '@refinedev/core';
import { guard, hasOperation } from '../../common/access';
import { SCREENS_BY_KEY } from '../../common/routes';
import { session } from './storage';

export function canOpenPath(path: string): boolean {
  return guard({ path, hasToken: Boolean(session.getToken()), permittedPaths: session.getFullPathRoutes() }).allow;
}

export function canOperate(code: string): boolean {
  return hasOperation(session.getUserInfo()?.operationCodes ?? [], code);
}

export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => {
    const screen = resource ? SCREENS_BY_KEY.get(resource) : undefined;
    if (!screen) return { can: false };
    if (action === 'list' || action === 'show') return { can: canOpenPath(screen.path) };
    const code = screen.actionCodes[action];
    return { can: code ? canOperate(code) : canOpenPath(screen.path) };
  },
};
