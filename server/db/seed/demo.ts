import { SCREENS } from '../../../common/routes';
import { hashPassword } from '../../modules/auth/password';
import type { DbOrTx } from '../client';
import { departments, merchants, organizations, roleMenus, roles, userMerchants, userRoles, users } from '../schema';
import { seedMerchantBilling } from './merchant-billing';
import { COMPANY, DEMO_PASSWORD, DEMO_USERS, DEPARTMENTS, LATER_DEMO_USERS, MANAGER_ONLY_CODES, MERCHANTS, ROLES, extraStaff, type DeptSeed, type RoleSeed } from './demo.data';

const EXTRA_STAFF = 24;

async function seedDepartments(db: DbOrTx, [name, children]: DeptSeed, parentId: number | null, ids: Map<string, number>, sort = 0) {
  const [row] = await db.insert(departments).values({ name, parentId, sort }).returning({ id: departments.id });
  ids.set(name, row.id);
  for (const [index, child] of children.entries()) await seedDepartments(db, child, row.id, ids, index);
}

/**
 * The menus a role is granted: Home, the message centre, and every page and button of its groups; a front-line
 * role (`screens`) only its listed pages with their listed buttons; `alsoScreens` pages of other groups with theirs.
 */
function grantedCodes(role: RoleSeed): string[] {
  const wide = role.groups === 'all' || role.supervises === true;
  const ofRole = (key: string, group: string) => (role.screens ? key in role.screens : role.groups === 'all' || role.groups.includes(group as never));
  return SCREENS
    .filter((s) => s.group === null || ofRole(s.key, s.group) || role.extraScreens?.includes(s.key) || (role.alsoScreens !== undefined && s.key in role.alsoScreens))
    .flatMap((s) => {
      const listed = role.screens?.[s.key] ?? role.alsoScreens?.[s.key];
      const buttons = Object.entries(s.actionCodes)
        .filter(([action, code]) => wide || (action !== 'viewAll' && !MANAGER_ONLY_CODES.includes(code)))
        .filter(([action]) => !listed || listed.includes(action))
        .filter(() => !role.viewOnly?.includes(s.key))
        .map(([, code]) => code);
      return [s.viewCode, ...buttons];
    });
}

export async function seedDemo(db: DbOrTx, menuIds: Map<string, number>): Promise<void> {
  const merchantIds = new Map<string, number>();
  for (const m of MERCHANTS) {
    const [row] = await db.insert(merchants).values({ merchantNo: m.merchantNo, merchantName: m.merchantName, companyCode: COMPANY.code, companyName: COMPANY.name }).returning({ id: merchants.id });
    merchantIds.set(m.merchantNo, row.id);
    await db.insert(organizations).values(m.orgs.map(([orgNo, orgName]) => ({ orgNo, orgName, merchantId: row.id })));
  }
  const deptIds = new Map<string, number>();
  await seedDepartments(db, DEPARTMENTS, null, deptIds);

  const roleIds = new Map<string, number>();
  for (const role of ROLES) {
    const [row] = await db.insert(roles).values({
      roleNo: role.roleNo, roleName: role.roleName, remark: role.remark, sensitivePerms: [...role.sensitive],
      loginCodeRequired: role.loginCodeRequired ?? false,
    }).returning({ id: roles.id });
    roleIds.set(role.roleNo, row.id);
    const menuIdsOfRole = new Set(grantedCodes(role).map((code) => menuIds.get(code)!));
    if (role.groups !== 'all') {
      const groups = new Set([...role.groups, ...[...(role.extraScreens ?? []), ...Object.keys(role.alsoScreens ?? {})].map((key) => key.split('/')[0])]);
      for (const g of groups) menuIdsOfRole.add(menuIds.get(`group:${g}`)!);
    }
    else for (const [key, id] of menuIds) if (key.startsWith('group:')) menuIdsOfRole.add(id);
    await db.insert(roleMenus).values([...menuIdsOfRole].map((menuId) => ({ roleId: row.id, menuId })));
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const everyone = [...DEMO_USERS, ...extraStaff(EXTRA_STAFF), ...LATER_DEMO_USERS];
  for (const [index, u] of everyone.entries()) {
    const [row] = await db.insert(users).values({
      userNo: `U${String(index + 1).padStart(6, '0')}`, username: u.username, realName: u.realName, passwordHash,
      deptId: deptIds.get(u.dept), merchantId: merchantIds.get(u.merchantNo), phone: u.phone, idNumber: u.idNumber,
      email: `${u.username}@jamiicredit.co.ke`, extension: String(8100 + index), jobNumber: u.jobNumber,
      basicSalaryCents: u.salaryKes * 100, emailVerified: true, phoneVerified: index % 3 !== 2, isInternal: index % 5 !== 4,
    }).returning({ id: users.id });
    await db.insert(userRoles).values({ userId: row.id, roleId: roleIds.get(u.roleNo)! });
    // Head office (administrators, the demo auditor and the quality inspector) works across every merchant.
    const merchantsOfUser = u.roleNo === 'R001' || u.username === 'auditor' || u.username === 'inspector' ? [...merchantIds.values()] : [merchantIds.get(u.merchantNo)!];
    await db.insert(userMerchants).values(merchantsOfUser.map((merchantId) => ({ userId: row.id, merchantId })));
  }
  await seedMerchantBilling(db, merchantIds);
}
