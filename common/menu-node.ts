/** A menu node as findMenusTreeByUserNo returns it (spec 3, Menu node), shared by server and browser. */
export interface MenuNode {
  id: number;
  menuName: string;
  labelKey: string | null;
  kind: 'group' | 'page' | 'button';
  path: string | null;
  perms: string | null;
  externalUrl: string | null;
  icon: string | null;
  childList: MenuNode[];
}
