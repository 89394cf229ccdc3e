/** After a token is issued: fetch who the user is and what they may open, and keep it in browser storage. */
import { api } from './http';
import { session, type MenuNode, type UserInfo } from './storage';

interface MenusResponse {
  menus: MenuNode[];
  operationCodes: string[];
  fullPathRoutes: string[];
}

type ProfileResponse = Omit<UserInfo, 'operationCodes'>;

export async function loadSessionData(): Promise<UserInfo> {
  const [profile, menus] = await Promise.all([
    api.get<ProfileResponse>('user/info'),
    api.get<MenusResponse>('findMenusTreeByUserNo'),
  ]);
  const info: UserInfo = { ...profile, operationCodes: menus.operationCodes };
  session.setUserInfo(info);
  session.setUserMenu(menus.menus);
  session.setFullPathRoutes(menus.fullPathRoutes);
  return info;
}

export async function completeLogin(result: { token: string; isUpdatePasswordStatus: boolean }): Promise<UserInfo> {
  session.setToken(result.token);
  session.setMustChangePassword(result.isUpdatePasswordStatus);
  return loadSessionData();
}
