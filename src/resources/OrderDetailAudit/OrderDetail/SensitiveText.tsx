import { EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReveal } from '../../../hooks/useReveal';
import { useMayReveal } from './useMayReveal';

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
  const { mayReveal } = useMayReveal();
  const { revealed, reveal } = useReveal({ entity, id, field }, 'orderDetail:reveal.copyFailed');
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
