import { useGetIdentity } from '@refinedev/core';
import { Checkbox, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SENSITIVE_PERMISSION_KEYS, type SensitivePermissionKey } from '../../../../common/sensitive';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import type { RoleRow } from './role-row';

interface Props {
  role: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The role's sensitive permissions, each with what it lets the role's users do. */
export function SensitiveModal({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState<SensitivePermissionKey[]>([]);
  const { post, posting } = usePost();
  // Only permissions the signed-in user holds can be granted (issue 31.1); the server refuses the rest.
  const { data: identity } = useGetIdentity<{ sensitivePerms?: string[] }>();
  const held = new Set(identity?.sensitivePerms ?? []);
  useEffect(() => { setValue(role?.sensitivePerms ?? []); }, [role]);

  const save = async () => {
    if (!role) return;
    await post('role/sensitive', { roleId: role.id, sensitivePerms: value });
    toastSuccess(t('crud.saved'));
    onSaved();
  };

  return (
    <AppModal open={role !== null} title={t('role:sensitive.title', { name: role?.roleName ?? '' })} onCancel={onClose} width={560}
      onOk={save} confirmLoading={posting} okText={t('actions.save')} cancelText={t('actions.cancel')}
      okButtonProps={{ 'data-testid': 'sensitive-save' } as never}>
      <Typography.Paragraph type="secondary">{t('role:sensitive.intro')}</Typography.Paragraph>
      <Checkbox.Group value={value} onChange={(next) => setValue(next as SensitivePermissionKey[])} style={{ width: '100%' }}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {SENSITIVE_PERMISSION_KEYS.map((key) => (
            <Checkbox key={key} value={key} disabled={!held.has(key)} data-testid={`sensitive-${key}`}>
              <Typography.Text strong>{t(`role:options.sensitivePerms.${key}`)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t(`role:sensitive.explain.${key}`)}</Typography.Text>
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </AppModal>
  );
}
