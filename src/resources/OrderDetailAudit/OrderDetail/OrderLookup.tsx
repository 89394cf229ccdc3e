import { Card, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/layout/ScreenTitle';

/** Without ?orderId= the screen asks for an order number. */
export function OrderLookup({ onFind }: { onFind: (orderNo: string) => void }) {
  const { t } = useTranslation('orderDetail');
  return (
    <Card title={<ScreenTitle>{t('lookup.title')}</ScreenTitle>}>
      <Input.Search style={{ maxWidth: 420 }} placeholder={t('lookup.placeholder')} enterButton={t('common:actions.search')}
        onSearch={(value) => { if (value.trim()) onFind(value.trim()); }} data-testid="order-lookup" />
    </Card>
  );
}
