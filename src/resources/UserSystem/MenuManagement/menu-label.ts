import type { TFunction } from 'i18next';

/** A menu's label: its translated label key (menu.groups.X, menu.screens.Group.Screen, menu.actions.action), else its name. */
export const menuLabel = (t: TFunction, menu: { labelKey: string | null; menuName: string }): string =>
  (menu.labelKey ? t(`menu:${menu.labelKey}`, { defaultValue: menu.menuName }) : menu.menuName);
