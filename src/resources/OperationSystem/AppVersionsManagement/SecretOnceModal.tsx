import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The new secret, shown this once: it is never retrievable again (only its hash is kept). */
export function SecretOnceModal({ appName, secret, onClose }: { appName: string; secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={secret !== null} title={t('appContent:credentials.newSecretTitle', { name: appName })} closable={false} maskClosable={false} keyboard={false}
      footer={<Button type="primary" onClick={onClose} data-testid="secret-done">{t('appContent:credentials.copiedIt')}</Button>}>
      <Alert type="warning" showIcon message={t('appContent:credentials.shownOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>
        <Typography.Text code copyable={{ text: secret ?? '', tooltips: [t('actions.copy'), t('actions.copied')] }} data-testid="new-secret">{secret}</Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
}
