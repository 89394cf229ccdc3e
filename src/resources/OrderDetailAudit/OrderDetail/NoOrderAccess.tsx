import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown instead of the order to a user without a code of a screen that opens orders (issue 31.5). */
export function NoOrderAccess() {
  const { t } = useTranslation('orderDetail');
  return (
    <div data-testid="order-no-access">
      <Result status="403" title={t('noAccess.title')} subTitle={t('noAccess.description')} />
    </div>
  );
}
