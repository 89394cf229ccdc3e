import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './slide.module.css';
import { SlidePuzzle } from './SlidePuzzle';
import { useSlideChallenge } from './useSlideChallenge';

interface SlideCheckProps {
  onPassed: (slideToken: string) => void;
  /** The passed challenge expired before it was spent; its token is no longer good. */
  onExpired: () => void;
}

/** The slide verification: slide the piece into the gap; a pass yields a token for one sign-in attempt. */
export function SlideCheck({ onPassed, onExpired }: SlideCheckProps) {
  const { t } = useTranslation('login');
  const titleId = useId();
  const { challenge, status, notice, verify, refresh } = useSlideChallenge(onPassed, onExpired);
  const busy = status === 'loading' || status === 'checking';

  return (
    <section className={styles.slide} aria-labelledby={titleId}>
      <div className={styles.slideHeader}>
        <Typography.Text id={titleId} strong>{t('slide.title')}</Typography.Text>
        {status !== 'passed' && (
          <Tooltip title={t('slide.refresh')}>
            <Button type="text" size="small" icon={<ReloadOutlined />} aria-label={t('slide.refresh')} disabled={busy} onClick={refresh} />
          </Tooltip>
        )}
      </div>
      {notice && (
        <div className={styles.slideNotice}>
          <Alert type={notice.type} showIcon message={notice.text} role="alert" />
        </div>
      )}
      {status === 'passed' && (
        <div className={styles.slidePassed} role="status">
          <CheckCircleFilled /> {t('slide.passed')}
        </div>
      )}
      {status === 'loading' && (
        <div className={styles.slideLoading}>
          <Spin aria-label={t('slide.loading')} />
        </div>
      )}
      {challenge && (status === 'ready' || status === 'checking') && (
        <SlidePuzzle key={challenge.challengeId} challenge={challenge} checking={status === 'checking'} onRelease={verify} />
      )}
    </section>
  );
}
