import { InfoCircleOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from './FormError';
import { loginApi, type CodeChannel, type SessionGrant } from './login-api';
import styles from './login.module.css';
import { OtpCodeForm } from './OtpCodeForm';
import { useAttempt } from './useAttempt';
import { useCountdown } from './useCountdown';

interface CodeStepProps {
  ticket: string;
  channels: CodeChannel[];
  onGranted: (grant: SessionGrant) => Promise<void>;
}

/** A one-time code sent by SMS or e-mail, with a wait before it can be sent again. */
export function CodeStep({ ticket, channels, onGranted }: CodeStepProps) {
  const { t } = useTranslation('login');
  const channelLabelId = useId();
  const [channel, setChannel] = useState<CodeChannel | undefined>(channels[0]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { secondsLeft, runFor } = useCountdown();
  const { error, attempt } = useAttempt();

  if (!channel) return <Alert type="warning" showIcon message={t('code.noChannel')} role="alert" />;

  const send = async () => {
    setSending(true);
    await attempt(async () => {
      const answer = await loginApi.sendCode(ticket, channel);
      setSentTo(answer.sentTo);
      runFor(answer.resendAfterSeconds);
    });
    setSending(false);
  };

  const verify = (code: string) => attempt(async () => onGranted(await loginApi.verifyCode(ticket, code)));
  const waiting = secondsLeft > 0;
  const sendLabel = waiting ? t('code.resendIn', { seconds: secondsLeft }) : t(sentTo ? 'code.resend' : 'code.send');

  return (
    <div className={styles.stepBody}>
      <div>
        <Typography.Text id={channelLabelId} className={styles.fieldLabel}>{t('code.channelLabel')}</Typography.Text>
        <Space wrap>
          <Radio.Group
            aria-labelledby={channelLabelId}
            optionType="button"
            buttonStyle="solid"
            value={channel}
            disabled={waiting}
            onChange={(event) => setChannel(event.target.value as CodeChannel)}
            options={channels.map((value) => ({ value, label: t(`code.channels.${value}`) }))}
          />
          <Button data-testid="login-send-code" icon={<SendOutlined />} loading={sending} disabled={waiting} onClick={send}>
            {sendLabel}
          </Button>
        </Space>
      </div>
      {sentTo && <Alert type="success" showIcon message={t('code.sentTo', { sentTo })} role="status" />}
      <Typography.Paragraph type="secondary" className={styles.hint}>
        <InfoCircleOutlined /> {t('code.sandboxHint')}
      </Typography.Paragraph>
      <FormError message={error} />
      <OtpCodeForm label={t('code.label')} onSubmit={verify} disabled={!sentTo} />
    </div>
  );
}
