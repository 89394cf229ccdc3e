import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

/** Leaves a second step (for instance when its ticket expired) for a fresh sign-in. */
export function BackToSignIn({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('login');
  return (
    <div className={styles.backRow}>
      <Button type="link" className={styles.backLink} icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="login-back">
        {t('back')}
      </Button>
    </div>
  );
}
