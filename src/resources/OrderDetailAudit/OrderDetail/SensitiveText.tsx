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
  /** The reveal source: the order itself or one of its contacts. */
  entity: 'order' | 'orderContact';
  id: number;
  field: string;
  value: unknown;
}

/**
 * A phone or ID as the server sent it (masked for a masked viewer). A masked viewer allowed to reveal gets
 * a "show" control: the plain value replaces the masked one and is copied, with the copy message for 2 s,
 * only when it is longer than one character (spec 7 and 8).
 */
export function SensitiveText({ entity, id, field, value }: Props) {
  const { t } = useTranslation('orderDetail');
  const can = useOperation();
  const { data: identity } = useGetIdentity<UserInfo & { sensitivePerms?: string[] }>();
  const [revealed, setRevealed] = useState<string | null>(null);
  const mayReveal = Boolean(identity?.isDesensitization && identity.sensitivePerms?.includes(REVEAL_PERMISSION))
    && can(actionCode('OrderDetailAudit/OrderDetail', 'reveal'));
  const testId = `${entity}-${field}-${id}`;

  if (value === null || value === undefined || value === '') return <>—</>;
  if (!mayReveal || revealed !== null) return <span data-testid={testId}>{revealed ?? String(value)}</span>;

  const reveal = async () => {
    const { data } = await api.get<{ data: string }>('sensitive/reveal', { params: { entity, id, field } });
    setRevealed(data);
    if (data.length <= 1) return;
    try {
      await navigator.clipboard.writeText(data);
      toast(2, t('common:actions.copied', { value: data }), TOAST_ERROR_MS);
    } catch {
      toastWarning(t('reveal.copyFailed'));
    }
  };

  return (
    <Space size={4}>
      <span data-testid={testId}>{String(value)}</span>
      <Button type="text" size="small" icon={<EyeOutlined />} title={t('reveal.show')} aria-label={t('reveal.show')}
        onClick={() => void reveal().catch(() => undefined)} data-testid={`reveal-${testId}`} />
    </Space>
  );
}
