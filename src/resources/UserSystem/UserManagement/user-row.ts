/** A user as user/list and user/detail return it (phone, e-mail and ID number masked for masked viewers). */
export interface UserRow extends Record<string, unknown> {
  id: number;
  userNo: string;
  username: string;
  realName: string;
  deptId: number | null;
  deptName: string | null;
  merchantId: number | null;
  merchantName: string | null;
  orgId: number | null;
  associatedMerchantIds: number[];
  roleIds: number[];
  roleNames: string[];
  phone: string | null;
  idNumber: string | null;
  extension: string | null;
  email: string | null;
  jobNumber: string | null;
  isInternal: boolean;
  employeeStatus: 'employed' | 'left';
  basicSalaryCents: number;
  status: 'normal' | 'frozen';
  mfaBound: boolean;
}

/** Where a temporary password went (user/save and user/resetPwd). */
export interface PasswordDelivery {
  deliveredTo: string[];
  temporaryPassword: string | null;
}

export const displayName = (row: Pick<UserRow, 'realName' | 'username'>) => `${row.realName} (${row.username})`;
