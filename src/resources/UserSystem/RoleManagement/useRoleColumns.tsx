import { Tag, Typography, type TableColumnType as ColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginVerification, SensitivePermissionKey } from '../../../../common/entities/role';

const VERIFICATION_COLORS: Record<LoginVerification, string | undefined> = { none: undefined, code: 'blue', mfa: 'purple' };

/** What the role list shows differently from the declaration's defaults. */
export function useRoleColumns(): Record<string, Partial<ColumnType<Record<string, unknown> & { id: number }>>> {
  const { t } = useTranslation();
  return {
    roleNo: { width: 110 },
    roleName: { width: 180 },
    remark: { width: 240, ellipsis: true },
    sensitivePerms: {
      width: 220,
      render: (perms: SensitivePermissionKey[]) => (perms.length === 0 ? <Typography.Text type="secondary">{t('role:sensitive.none')}</Typography.Text>
        : perms.map((p) => <Tag key={p} color="red" style={{ marginBlock: 2 }}>{t(`role:options.sensitivePerms.${p}`)}</Tag>)),
    },
    loginVerification: {
      width: 150,
      render: (value: LoginVerification) => <Tag color={VERIFICATION_COLORS[value]}>{t(`role:options.loginVerification.${value}`)}</Tag>,
    },
    userCount: { width: 90, align: 'right' },
  };
}
