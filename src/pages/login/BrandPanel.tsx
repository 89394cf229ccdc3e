import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

/** The left half of the card: who this is for. */
export function BrandPanel() {
  const { t } = useTranslation('login');
  const { token } = theme.useToken();
  const light = { color: token.colorTextLightSolid };

  return (
    <div
      className={styles.brand}
      style={{ background: `linear-gradient(155deg, ${token.colorPrimary} 0%, ${token.colorPrimaryActive} 100%)` }}
    >
      <img className={styles.brandMark} src="/favicon.svg" alt="" width={56} height={56} />
      <Typography.Title level={1} className={styles.brandTitle} style={light}>
        {t('brand.name')}
      </Typography.Title>
      <Typography.Paragraph className={styles.brandLine} style={light}>
        {t('brand.tagline')}
      </Typography.Paragraph>
      <Typography.Text className={styles.brandFooter} style={light}>
        {t('brand.footer')}
      </Typography.Text>
    </div>
  );
}
