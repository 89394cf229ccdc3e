import { Card, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Without ?orderId= the screen asks for an order number. */
export function OrderLookup({ onFind }: { onFind: (orderNo: string) => void }) {
  const { t } = useTranslation('orderDetail');
  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{t('lookup.title')}</Typography.Title>}>
      <Input.Search style={{ maxWidth: 420 }} placeholder={t('lookup.placeholder')} enterButton={t('common:actions.search')}
        onSearch={(value) => { if (value.trim()) onFind(value.trim()); }} data-testid="order-lookup" />
    </Card>
  );
}
