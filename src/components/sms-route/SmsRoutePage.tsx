import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_ROUTE_ENTITIES, SMS_ROUTE_MERCHANTS_URL, SMS_ROUTE_SCREENS, type SmsRouteKind } from '../../../common/contact/sms-routing';
import { actionCode } from '../../../common/routes';
import { CrudListPage } from '../crud/CrudListPage';
import { useLookupOptions } from '../list/useLookupOptions';
import { useOperation } from '../../hooks/useOperation';
import { TestSendModal } from './TestSendModal';

/**
 * SmsRouterConfig and MarketingSmsRouterConfig: the routes of one kind (CRUD kit) — merchant and message type
 * (empty = all), provider, priority, rate, sender ID — and "Test send", which sends through them at once.
 */
export function SmsRoutePage({ kind }: { kind: SmsRouteKind }) {
  const { t } = useTranslation('smsRoute');
  const can = useOperation();
  const [testing, setTesting] = useState(false);
  const merchants = useLookupOptions(SMS_ROUTE_MERCHANTS_URL);
  const { screen } = SMS_ROUTE_SCREENS[kind];
  return (
    <>
      <CrudListPage entity={SMS_ROUTE_ENTITIES[kind]} nameField="name" form={{ width: 720 }}
        columns={{
          name: { width: 190 },
          merchantId: { width: 120, render: (id: number | null) => (id == null ? t('allMerchants') : merchants.labelOf(id) ?? String(id)) },
          messageType: { width: 130, render: (type: string | null) => (type ? t(`options.messageType.${type}`) : t('allTypes')) },
          provider: { width: 100, render: (provider: string) => t(`options.provider.${provider}`) },
          priority: { width: 80 },
          ratePerSecond: { width: 90 },
        }}
        toolbar={can(actionCode(screen, 'test')) && (
          <Button icon={<SendOutlined />} onClick={() => setTesting(true)} data-testid="sms-test-send">{t('testSend.open')}</Button>
        )} />
      <TestSendModal kind={kind} open={testing} onClose={() => setTesting(false)} merchants={merchants.options} />
    </>
  );
}
