import { GlobalOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage, type UiLanguage } from '../../../common/envelope';
import { changeLanguage } from '../../providers/i18n';
import { toastError } from '../../providers/toast';
import styles from './login.module.css';

/** English / 中文, kept in local storage by changeLanguage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('login');
  const switchTo = (lng: UiLanguage) => {
    changeLanguage(lng).catch(() => toastError(t('language.failed')));
  };

  return (
    <div className={styles.languageSwitch}>
      <GlobalOutlined aria-hidden />
      <Segmented<UiLanguage>
        aria-label={t('language.label')}
        value={normalizeLanguage(i18n.language)}
        onChange={switchTo}
        options={[
          { value: 'en', label: t('language.en') },
          { value: 'zh', label: t('language.zh') },
        ]}
      />
    </div>
  );
}
