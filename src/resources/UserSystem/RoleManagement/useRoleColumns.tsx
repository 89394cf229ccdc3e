import { Tag, Tooltip, Typography, type TableColumnType as ColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginVerification } from '../../../../common/entities/role';
import type { SensitivePermissionKey } from '../../../../common/sensitive';

const VERIFICATION_COLORS: Record<LoginVerification, string | undefined> = { none: undefined, code: 'blue', mfa: 'purple' };

/** What the role list shows differently from the declaration's defaults. */
export function useRoleColumns(): Record<string, Partial<ColumnType<Record<string, unknown> & { id: number }>>> {
  const { t } = useTranslation();
  return {
    roleNo: { width: 100 },
    roleName: { width: 170 },
    remark: { width: 220, ellipsis: { showTitle: true } },
    sensitivePerms: {
      width: 230,
      render: (perms: SensitivePermissionKey[]) => (perms.length === 0 ? <Typography.Text type="secondary">{t('role:sensitive.none')}</Typography.Text>
        : perms.map((p) => (
          <Tooltip key={p} title={t(`role:options.sensitivePerms.${p}`)}>
            <Tag color="red" style={{ marginBlock: 2 }}>{t(`role:sensitive.short.${p}`)}</Tag>
          </Tooltip>
        ))),
    },
    loginVerification: {
      width: 150,
      render: (value: LoginVerification) => <Tag color={VERIFICATION_COLORS[value]}>{t(`role:options.loginVerification.${value}`)}</Tag>,
    },
    userCount: { width: 80, align: 'right' },
    updatedAt: { width: 170 },
  };
}
