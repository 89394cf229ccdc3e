/**
 * Finding the caller by the number as they say it (07…, 7…, +254…, 254…): the phone box with "Find customer", what it
 * found (or that it found nobody), and the choice among the customers of the caller's merchants with that phone. One
 * lookup for the inbound-call record and the new ticket; each names its callers URL and what "nobody" means there.
 */
import { useCustom } from '@refinedev/core';
import { Alert, Button, Form, Input, Radio, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InCallCustomerMatch } from '../../../../common/customer-service/in-call';
import { normalisePhone } from '../../../../common/validators';

export interface CallerLookup {
  /** The phone looked up (254 + 9 digits), null before "Find customer" or after the number changed. */
  phone: string | null;
  matches: InCallCustomerMatch[];
  loading: boolean;
  find: () => Promise<void>;
  reset: () => void;
}

export function useCallerLookup(form: FormInstance, url: string, enabled: boolean): CallerLookup {
  const [phone, setPhone] = useState<string | null>(null);
  const { query } = useCustom<InCallCustomerMatch[]>({
    url, method: 'get', config: { query: { phone } }, queryOptions: { enabled: enabled && phone !== null }, errorNotification: false,
  });
  const find = async () => {
    const { phone: typed } = await form.validateFields(['phone']);
    setPhone(normalisePhone(typed ?? ''));
    form.setFieldValue('customerId', undefined);
  };
  return {
    phone, matches: phone ? ((query.data?.data as InCallCustomerMatch[] | undefined) ?? []) : [], loading: query.isLoading, find, reset: () => setPhone(null),
  };
}

/** The fields: `testId` prefixes the phone box, the button and the choice; `noMatch` says what finding nobody means. */
export function CallerFields({ lookup, testId, noMatch, chooseAlways }: { lookup: CallerLookup; testId: string; noMatch: { type: 'info' | 'warning'; message: string }; chooseAlways: boolean }) {
  const { t } = useTranslation('customerService');
  const { phone, matches } = lookup;
  const find = () => void lookup.find().catch(() => undefined);
  return (
    <>
      <Form.Item label={t('fields.phone')} required extra={t('hints.phone')}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="phone" noStyle rules={[
            { required: true, message: t('errors:validation.phone') },
            { validator: (_, v: string) => (!v || normalisePhone(v) ? Promise.resolve() : Promise.reject(new Error(t('errors:validation.phone')))) },
          ]}>
            <Input aria-label={t('fields.phone')} data-testid={`${testId}-phone`} onPressEnter={find} onChange={lookup.reset} />
          </Form.Item>
          <Button onClick={find} data-testid={`${testId}-find`}>{t('actions.find')}</Button>
        </Space.Compact>
      </Form.Item>
      {phone !== null && !lookup.loading && matches.length === 0 && <Alert type={noMatch.type} showIcon message={noMatch.message} style={{ marginBottom: 16 }} />}
      {matches.length > 0 && (
        <Form.Item name="customerId" label={t('fields.customerId')} initialValue={matches.length === 1 ? matches[0].id : undefined}
          rules={[{ required: chooseAlways || matches.length > 1, message: t('errors.chooseCustomer') }]}>
          <Radio.Group data-testid={`${testId}-customers`}>
            <Space direction="vertical">
              {matches.map((m) => <Radio key={m.id} value={m.id}>{`${m.fullName} · ${m.customerNo} · ${m.merchantName}`}</Radio>)}
            </Space>
          </Radio.Group>
        </Form.Item>
      )}
    </>
  );
}
