import { Button, Modal, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO_REFRESH_DELAY_MS, VERSION_POLL_MS } from '../../../common/constants';
import { toastInfo } from '../../providers/toast';

async function readVersion(): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Reads the version file every 30 s; a new version brings up a dialog that cannot be dismissed, only
 * answered: refresh now, or refresh by itself in 5 minutes.
 */
export function VersionWatcher() {
  const { t } = useTranslation();
  // The release this page was built from (undefined in the dev server and tests: then the first answer).
  const loaded = useRef<string | null>((import.meta.env.VITE_APP_VERSION as string | undefined) ?? null);
  const [stale, setStale] = useState(false);
  const [scheduled, setScheduled] = useState(false);
  const scheduledRef = useRef(false);
  scheduledRef.current = scheduled;

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const version = await readVersion();
      if (stopped || version === null) return;
      if (loaded.current === null) loaded.current = version;
      else if (version !== loaded.current) setStale((open) => open || !scheduledRef.current);
    };
    void check();
    const timer = window.setInterval(check, VERSION_POLL_MS);
    return () => { stopped = true; window.clearInterval(timer); };
  }, []);

  useEffect(() => {
    if (!scheduled) return;
    const timer = window.setTimeout(() => window.location.reload(), AUTO_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scheduled]);

  const scheduleRefresh = () => {
    setScheduled(true);
    setStale(false);
    toastInfo(t('shell.autoRefreshScheduled'));
  };

  return (
    <Modal
      open={stale}
      title={t('shell.newVersionTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={(
        <Space>
          <Button onClick={scheduleRefresh} data-testid="version-auto-refresh">{t('shell.autoRefresh')}</Button>
          <Button type="primary" onClick={() => window.location.reload()} data-testid="version-refresh-now">{t('shell.refreshNow')}</Button>
        </Space>
      )}
    >
      <p data-testid="version-dialog">{t('shell.newVersion')}</p>
    </Modal>
  );
}
