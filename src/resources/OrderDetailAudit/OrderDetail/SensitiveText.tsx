import { EyeOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { useReveal } from '../../../hooks/useReveal';
import type { UserInfo } from '../../../providers/storage';

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
 * a "show" control: the plain value replaces the masked one and is copied (useReveal).
 */
export function SensitiveText({ entity, id, field, value }: Props) {
  const { t } = useTranslation('orderDetail');
  const can = useOperation();
  const { data: identity } = useGetIdentity<UserInfo & { sensitivePerms?: string[] }>();
  const { revealed, reveal } = useReveal({ entity, id, field }, 'orderDetail:reveal.copyFailed');
  const mayReveal = Boolean(identity?.isDesensitization && identity.sensitivePerms?.includes(REVEAL_PERMISSION))
    && can(actionCode('OrderDetailAudit/OrderDetail', 'reveal'));
  const testId = `${entity}-${field}-${id}`;

  if (value === null || value === undefined || value === '') return <>—</>;
  if (!mayReveal || revealed !== null) return <span data-testid={testId}>{revealed ?? String(value)}</span>;

  return (
    <Space size={4}>
      <span data-testid={testId}>{String(value)}</span>
      <Button type="text" size="small" icon={<EyeOutlined />} title={t('reveal.show')} aria-label={t('reveal.show')}
        onClick={() => void reveal()} data-testid={`reveal-${testId}`} />
    </Space>
  );
}
