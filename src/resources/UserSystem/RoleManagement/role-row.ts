import type { LoginVerification } from '../../../../common/entities/role';
import type { SensitivePermissionKey } from '../../../../common/sensitive';

/** A role as the list returns it. */
export interface RoleRow extends Record<string, unknown> {
  id: number;
  roleNo: string;
  roleName: string;
  remark: string | null;
  loginVerification: LoginVerification;
  sensitivePerms: SensitivePermissionKey[];
  userCount: number;
}
