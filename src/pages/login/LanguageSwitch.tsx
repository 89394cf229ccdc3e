import { GlobalOutlined } from '@ant-design/icons';
import { Radio } from 'antd';
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
      {/* Radio buttons, which the sign-in page loads anyway (CodeStep), rather than a Segmented of its own. */}
      <Radio.Group
        aria-label={t('language.label')}
        optionType="button"
        buttonStyle="solid"
        value={normalizeLanguage(i18n.language)}
        onChange={(event) => switchTo(event.target.value as UiLanguage)}
        options={[
          { value: 'en', label: t('language.en') },
          { value: 'zh', label: t('language.zh') },
        ]}
      />
    </div>
  );
}
