import { Button, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../../../common/time';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { pickToInstant } from '../../../components/time/eat-dayjs';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import type { OrderDetail } from '../OrderDetail/order-detail.types';
import { ORDER_DETAIL_URL } from '../OrderDetail/useOrderDetail';
import { DictSelect } from './DictSelect';
import { TextArea, maxLengthRule } from '../../../components/inputs';

interface Values {
  contactKind: 'self' | 'emergency' | 'close';
  contactId?: number;
  actionCode: string;
  remark?: string;
  nextCallAt?: Dayjs;
}

/** A call note: whom the auditor called, what happened (action code) and when to call again (EAT); the order is read again to show it. */
export function FollowForm({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orderDetail');
  const [form] = Form.useForm<Values>();
  const { post, posting: saving } = usePost({ invalidates: [ALL_LISTS, ORDER_DETAIL_URL] });
  const kind = Form.useWatch('contactKind', form);
  const unsaved = useUnsavedChanges(form, true);
  const contacts = kind === 'emergency' ? detail.tabs.socialRelations : kind === 'close' ? detail.tabs.closeContacts : [];

  const save = async (values: Values) => {
    await post('orderAudit/follow', { ...values, orderId: detail.order.id, nextCallAt: pickToInstant(values.nextCallAt) ?? undefined });
    toastSuccess(t('follow.saved'));
    form.resetFields();
  };

  return (
    <Form<Values> form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" size="small" initialValues={{ contactKind: 'self' }}
      onFinish={(values) => void save(values).catch(() => undefined)} data-testid="follow-form">
      <Form.Item name="contactKind" label={t('fields.contactKind')} rules={[{ required: true }]}>
        <Select options={(['self', 'emergency', 'close'] as const).map((k) => ({ value: k, label: t(`contactKinds.${k}`) }))}
          onChange={() => form.setFieldValue('contactId', undefined)} />
      </Form.Item>
      {kind !== 'self' && (
        <Form.Item name="contactId" label={t('fields.contactName')} rules={[{ required: true, message: t('errors.contactRequired') }]}>
          <Select options={contacts.map((c) => ({ value: c.id, label: c.relation ? `${c.name} (${c.relation})` : c.name }))} data-testid="follow-contact" />
        </Form.Item>
      )}
      <Form.Item name="actionCode" label={t('fields.actionCode')} rules={[{ required: true, message: t('errors.unknownActionCode') }]}>
        <DictSelect dictKey="AUDIT_ACTION_CODE" data-testid="follow-action" />
      </Form.Item>
      <Form.Item name="nextCallAt" label={t('fields.nextCallAt')}>
        <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), 500)]}>
        <TextArea rows={2} max={500} />
      </Form.Item>
      <Button htmlType="submit" loading={saving} block data-testid="follow-save">{t('follow.save')}</Button>
    </Form>
  );
}
