import { Form, Select, Typography, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { COLLECTION_ACTION_CODES, REMARK_MAX } from '../../../../common/collection/my-collection';
import type { CaseView } from '../../../../common/collection/my-collection-case';
import { CONTACT_TARGETS, CUSTOMER_INTENTS, OVERDUE_REASONS } from '../../../../common/collection/statuses';
import { formatKes } from '../../../../common/money';
import { DATE_TIME_FORMAT, formatEat } from '../../../../common/time';
import { AppModal } from '../../crud/AppModal';
import { EatDatePicker } from '../../time/EatDatePicker';
import { KesInput } from '../../money';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule, moneyRule } from '../../inputs';

interface Values {
  actionCode: string;
  customerIntent?: string;
  overdueReason?: string;
  target: 'borrower' | 'emergencyContact';
  contactId?: number;
  remark?: string;
  nextCallAt?: Dayjs;
  commitmentAt?: Dayjs;
  commitmentAmount?: string;
}

const eatText = (v: Dayjs | undefined) => (v?.isValid() ? v.format(DATE_TIME_FORMAT) : null);

/** The follow-up record: disposition, intent, reason, next call and an optional promise to pay (time and amount). */
export function FollowUpModal({ view, open, onClose, onSaved }: { view: CaseView; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['myCollection', 'collection']);
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost();
  const target = Form.useWatch('target', form);
  const h = view.header;
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const save = async (values: Values) => {
    await post('myCollection/followUp', {
      ...values, caseId: h.id, nextCallAt: eatText(values.nextCallAt), commitmentAt: eatText(values.commitmentAt),
      commitmentAmount: values.commitmentAmount || null, contactId: values.target === 'emergencyContact' ? values.contactId : null,
    });
    toastSuccess(t('caseView.followUpSaved'));
    form.resetFields();
    onSaved();
  };

  return (
    <AppModal open={open} title={t('form.title')} onCancel={onClose} okText={t('actions.save')} cancelText={t('actions.cancel')}
      confirmLoading={posting} onOk={() => form.submit()} okButtonProps={{ 'data-testid': 'follow-up-save' } as ButtonProps}>
      <Form<Values> form={form} layout="vertical" initialValues={{ target: 'borrower' }} data-testid="follow-up-form"
        onFinish={(values) => void save(values).catch(() => undefined)}>
        <Form.Item name="actionCode" label={t('collection:fields.actionCode')} rules={[{ required: true, message: t('collection:fields.actionCode') }]}>
          <Select options={options(COLLECTION_ACTION_CODES, 'options.actionCode')} data-testid="follow-up-action" />
        </Form.Item>
        <Form.Item name="target" label={t('form.target')}>
          <Select options={options(CONTACT_TARGETS, 'collection:options.target')} />
        </Form.Item>
        {target === 'emergencyContact' && (
          <Form.Item name="contactId" label={t('form.contact')} rules={[{ required: true, message: t('errors.contactRequired') }]}>
            <Select options={view.emergencyContacts.map((c) => ({ value: c.id, label: `${c.name}${c.relation ? ` (${t(`collection:options.relation.${c.relation}`, { defaultValue: c.relation })})` : ''} · ${c.phone}` }))} />
          </Form.Item>
        )}
        <Form.Item name="customerIntent" label={t('collection:fields.customerIntent')}>
          <Select allowClear options={options(CUSTOMER_INTENTS, 'collection:options.customerIntent')} data-testid="follow-up-intent" />
        </Form.Item>
        <Form.Item name="overdueReason" label={t('collection:fields.overdueReason')}>
          <Select allowClear options={options(OVERDUE_REASONS, 'collection:options.overdueReason')} />
        </Form.Item>
        <Form.Item name="nextCallAt" label={t('form.nextCallAt')}>
          <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="follow-up-next-call" />
        </Form.Item>
        <Typography.Title level={5}>{t('form.promise')}</Typography.Title>
        {h.commitmentAt && (
          <Typography.Paragraph type="secondary">{t('form.supersedes', { amount: formatKes(h.commitmentCents ?? 0), at: formatEat(h.commitmentAt) })}</Typography.Paragraph>
        )}
        <Form.Item name="commitmentAt" label={t('form.commitmentAt')}>
          <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="follow-up-commitment-at" />
        </Form.Item>
        <Form.Item name="commitmentAmount" label={t('form.commitmentAmount')} rules={[moneyRule(t)]}>
          <KesInput data-testid="follow-up-commitment-amount" />
        </Form.Item>
        <Form.Item name="remark" label={t('collection:fields.remark')} rules={[maxLengthRule(t, t('collection:fields.remark'), REMARK_MAX)]}>
          <TextArea rows={2} max={REMARK_MAX} data-testid="follow-up-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
