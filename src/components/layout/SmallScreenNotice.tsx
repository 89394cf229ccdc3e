import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function SmallScreenNotice() {
  const { t } = useTranslation();
  return <Alert type="info" showIcon banner closable message={t('shell.smallScreen')} data-testid="small-screen-notice" />;
}
