import type { AuthProvider } from '@refinedev/core';
import { RESULT_CODES } from '../../common/envelope';
import { HOME_PATH, LOGIN_PATHS } from '../../common/routes';
import { ApiError } from './envelope';
import { api } from './http';
import { session } from './storage';

/** Sign-in itself is multi-step and lives on the login screen; Refine asks this provider the rest. */
export const authProvider: AuthProvider = {
  login: async () => ({ success: true, redirectTo: HOME_PATH }),
  logout: async () => {
    if (session.getToken()) await api.post('user/signOut', {}, { silent: true }).catch(() => undefined);
    session.clear();
    return { success: true, redirectTo: LOGIN_PATHS[1] };
  },
  check: async () => (session.getToken()
    ? { authenticated: true }
    : { authenticated: false, logout: true, redirectTo: LOGIN_PATHS[0] }),
  getIdentity: async () => session.getUserInfo(),
  getPermissions: async () => session.getUserInfo()?.operationCodes ?? [],
  onError: async (error) => {
    if (error instanceof ApiError && error.code === RESULT_CODES.sessionGone) return { logout: true, redirectTo: LOGIN_PATHS[0] };
    return {};
  },
};
