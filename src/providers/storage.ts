/** Typed access to the browser session data of spec section 3; keys are exactly the spec's. */
import { DEFAULT_LANGUAGE } from '../../common/constants';
import type { MenuNode } from '../../common/menu-node';
import { DEFAULT_USER_SETTING_INFO, STORAGE_KEYS, type UserSettingInfo } from '../../common/storage-keys';

export interface UserInfo {
  userId: number;
  userNo: string;
  username: string;
  realName: string;
  isDesensitization: boolean;
  roleNames: string[];
  deptName: string | null;
  operationCodes: string[];
  /** Whose rows the user reaches: every merchant's, or those named (the server answers it with the profile). */
  merchantScope?: { all: boolean; names: string[] };
}

export type { MenuNode };

function readJson<T>(storage: Storage, key: string, fallback: T): T {
  const raw = storage.getItem(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

const writeJson = (storage: Storage, key: string, value: unknown) => storage.setItem(key, JSON.stringify(value));

export const session = {
  getToken: () => sessionStorage.getItem(STORAGE_KEYS.token),
  setToken: (token: string) => sessionStorage.setItem(STORAGE_KEYS.token, token),
  /** The token goes from both storages (spec: when the app is destroyed, and on sign-out). */
  removeToken: () => {
    sessionStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.token);
  },
  getUserInfo: () => readJson<UserInfo | null>(localStorage, STORAGE_KEYS.userInfo, null),
  setUserInfo: (info: UserInfo) => writeJson(localStorage, STORAGE_KEYS.userInfo, info),
  getUserMenu: () => readJson<MenuNode[]>(localStorage, STORAGE_KEYS.userMenu, []),
  setUserMenu: (menu: MenuNode[]) => writeJson(localStorage, STORAGE_KEYS.userMenu, menu),
  getFullPathRoutes: () => readJson<string[]>(localStorage, STORAGE_KEYS.fullPathRoutes, []),
  setFullPathRoutes: (paths: string[]) => writeJson(localStorage, STORAGE_KEYS.fullPathRoutes, paths),
  getMustChangePassword: () => readJson<boolean>(localStorage, STORAGE_KEYS.isUpdatePasswordStatus, false),
  setMustChangePassword: (value: boolean) => writeJson(localStorage, STORAGE_KEYS.isUpdatePasswordStatus, value),
  /** Signing out or a gone session: token, user info, menu and permitted paths are cleared. */
  clear: () => {
    session.removeToken();
    for (const key of [STORAGE_KEYS.userInfo, STORAGE_KEYS.userMenu, STORAGE_KEYS.fullPathRoutes, STORAGE_KEYS.isUpdatePasswordStatus]) {
      localStorage.removeItem(key);
    }
  },
};

export const preferences = {
  getSettings: (): UserSettingInfo => ({ ...DEFAULT_USER_SETTING_INFO, ...readJson<Partial<UserSettingInfo>>(localStorage, STORAGE_KEYS.userSettingInfo, {}) }),
  setSettings: (settings: UserSettingInfo) => writeJson(localStorage, STORAGE_KEYS.userSettingInfo, settings),
  getSideNavigationShown: () => readJson<boolean>(localStorage, STORAGE_KEYS.sideNavigationIsShowStatus, true),
  setSideNavigationShown: (shown: boolean) => writeJson(localStorage, STORAGE_KEYS.sideNavigationIsShowStatus, shown),
  getLanguage: () => localStorage.getItem(STORAGE_KEYS.atPresentAppLanguage) ?? DEFAULT_LANGUAGE,
  setLanguage: (language: string) => localStorage.setItem(STORAGE_KEYS.atPresentAppLanguage, language),
};

/** The names of the merchants a merchant-scoped user reaches; null for a user who reaches every merchant. */
export function scopedMerchantNames(): string[] | null {
  const scope = session.getUserInfo()?.merchantScope;
  return scope && !scope.all ? scope.names : null;
}
