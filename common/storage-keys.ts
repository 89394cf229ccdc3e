/** Browser session data keys, exactly as spec section 3 names them. */
export const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'user_info',
  userMenu: 'user_menu',
  isUpdatePasswordStatus: 'is_update_password_status',
  fullPathRoutes: 'full_path_routes',
  userSettingInfo: 'user_setting_info',
  sideNavigationIsShowStatus: 'side_navigation_is_show_status',
  atPresentAppLanguage: 'at_present_app_language',
} as const;

export type MenuStyle = 'vertical' | 'crosswise';

export interface UserSettingInfo {
  graphicVerificationIsOpenStatus: boolean;
  miscellaneousFunctionIsOpenStatus: boolean;
  menuStyle: MenuStyle;
}

export const DEFAULT_USER_SETTING_INFO: UserSettingInfo = {
  graphicVerificationIsOpenStatus: true,
  miscellaneousFunctionIsOpenStatus: true,
  menuStyle: 'vertical',
};

/** What the sign-in answers: the session's token and whether its password must change, who the user is, and what they may open. */
export interface SignInAnswers {
  token: string;
  mustChangePassword: boolean;
  profile: Record<string, unknown>;
  menus: { menus: unknown[]; operationCodes: string[]; fullPathRoutes: string[] };
}

/**
 * The tab's storage as the sign-in page leaves it (src/providers/session-bootstrap.ts through storage.ts), for
 * tools that sign in without drawing the page: the browser tests' sign-in and the Lighthouse bench.
 */
export function signedInStorage({ token, mustChangePassword, profile, menus }: SignInAnswers): { session: Record<string, string>; local: Record<string, string> } {
  return {
    session: { [STORAGE_KEYS.token]: token },
    local: {
      [STORAGE_KEYS.userInfo]: JSON.stringify({ ...profile, operationCodes: menus.operationCodes }),
      [STORAGE_KEYS.userMenu]: JSON.stringify(menus.menus),
      [STORAGE_KEYS.fullPathRoutes]: JSON.stringify(menus.fullPathRoutes),
      [STORAGE_KEYS.isUpdatePasswordStatus]: JSON.stringify(mustChangePassword),
    },
  };
}
