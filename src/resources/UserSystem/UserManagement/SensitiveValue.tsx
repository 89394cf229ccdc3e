import { EyeOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_ERROR_MS } from '../../../../common/constants';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { api } from '../../../providers/http';
import type { UserInfo } from '../../../providers/storage';
import { toast, toastWarning } from '../../../providers/toast';

const REVEAL_PERMISSION = 'revealMaskedValue';

interface Props {
  userId: number;
  field: 'phone' | 'email';
  value: string | null;
}

/**
 * A phone or e-mail as the server sent it (masked for a masked viewer). A masked viewer who may reveal gets a
 * "show" control: the full value replaces the masked one and is copied, with the copy message for 2 s only
 * when the value is longer than one character (spec section 5).
 */
export function SensitiveValue({ userId, field, value }: Props) {
  const { t } = useTranslation();
  const can = useOperation();
  const { data: identity } = useGetIdentity<UserInfo & { sensitivePerms?: string[] }>();
  const [revealed, setRevealed] = useState<string | null>(null);
  const mayReveal = Boolean(identity?.isDesensitization && identity.sensitivePerms?.includes(REVEAL_PERMISSION))
    && can(actionCode('UserSystem/UserManagement', 'revealSensitive'));

  if (!value) return <>—</>;
  if (!mayReveal || revealed !== null) return <span data-testid={`user-${field}`}>{revealed ?? value}</span>;

  const reveal = async () => {
    const { data } = await api.get<{ data: string }>('sensitive/reveal', { params: { entity: 'user', id: userId, field } });
    setRevealed(data);
    if (data.length <= 1) return;
    try {
      await navigator.clipboard.writeText(data);
      toast(2, t('actions.copied', { value: data }), TOAST_ERROR_MS);
    } catch {
      toastWarning(t('user:reveal.copyFailed'));
    }
  };

  return (
    <Space size={4}>
      <span data-testid={`user-${field}`}>{value}</span>
      <Button type="text" size="small" icon={<EyeOutlined />} title={t('user:actions.reveal')} aria-label={t('user:actions.reveal')}
        onClick={() => void reveal().catch(() => undefined)} data-testid={`reveal-${field}`} />
    </Space>
  );
}
