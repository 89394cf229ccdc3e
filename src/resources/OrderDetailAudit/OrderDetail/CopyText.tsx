import { CopyOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TOAST_ERROR_MS } from '../../../../common/constants';
import { toast, toastWarning } from '../../../providers/toast';

/** A value with a copy button; the copy message shows the value for 2 s (spec 8). */
export function CopyText({ value }: { value: string | null }) {
  const { t } = useTranslation('orderDetail');
  if (!value) return <>—</>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(2, t('common:actions.copied', { value }), TOAST_ERROR_MS);
    } catch {
      toastWarning(t('reveal.copyFailed'));
    }
  };
  return (
    <Space size={4}>
      <strong>{value}</strong>
      <Button type="text" size="small" icon={<CopyOutlined />} title={t('common:actions.copy')} aria-label={t('common:actions.copy')} onClick={() => void copy()} />
    </Space>
  );
}
