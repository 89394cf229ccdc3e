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
