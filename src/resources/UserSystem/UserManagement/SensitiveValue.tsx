import { EyeOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionCode } from '../../../../common/routes';
import { REVEAL_PERMISSION } from '../../../../common/sensitive';
import { useOperation } from '../../../hooks/useOperation';
import { useReveal } from '../../../hooks/useReveal';
import type { UserInfo } from '../../../providers/storage';

interface Props {
  userId: number;
  field: 'phone' | 'email';
  value: string | null;
}

/**
 * A phone or e-mail as the server sent it (masked for a masked viewer). A masked viewer who may reveal gets a
 * "show" control: the full value replaces the masked one and is copied (useReveal).
 */
export function SensitiveValue({ userId, field, value }: Props) {
  const { t } = useTranslation();
  const can = useOperation();
  const { data: identity } = useGetIdentity<UserInfo & { sensitivePerms?: string[] }>();
  const { revealed, reveal } = useReveal({ entity: 'user', id: userId, field }, 'user:reveal.copyFailed');
  const mayReveal = Boolean(identity?.isDesensitization && identity.sensitivePerms?.includes(REVEAL_PERMISSION))
    && can(actionCode('UserSystem/UserManagement', 'revealSensitive'));

  if (!value) return <>—</>;
  if (!mayReveal || revealed !== null) return <span data-testid={`user-${field}`}>{revealed ?? value}</span>;

  return (
    <Space size={4}>
      <span data-testid={`user-${field}`}>{value}</span>
      <Button type="text" size="small" icon={<EyeOutlined />} title={t('user:actions.reveal')} aria-label={t('user:actions.reveal')}
        onClick={() => void reveal()} data-testid={`reveal-${field}`} />
    </Space>
  );
}
