import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Leaves a second step (for instance when its ticket expired) for a fresh sign-in. */
export function BackToSignIn({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('login');
  return (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="login-back">
      {t('back')}
    </Button>
  );
}
