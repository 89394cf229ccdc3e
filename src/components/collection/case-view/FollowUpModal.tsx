import { Button, Form, Select, Typography, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_ACTION_CODES, PROMISE_ACTION_CODE, REMARK_MAX, type NextCase } from '../../../../common/collection/my-collection';
import type { CaseView } from '../../../../common/collection/my-collection-case';
import { promiseProblem } from '../../../../common/collection/promise-rules';
import { CONTACT_TARGETS, CUSTOMER_INTENTS, OVERDUE_REASONS } from '../../../../common/collection/statuses';
import { formatKes, parseMoneyInput } from '../../../../common/money';
import { DATE_TIME_FORMAT, formatEat, parseEat } from '../../../../common/time';
import { AppModal } from '../../crud/AppModal';
import { EatDatePicker } from '../../time/EatDatePicker';
import { KesInput } from '../../money';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextArea, maxLengthRule, moneyRule } from '../../inputs';
import type { CaseQueue } from './case-queue';

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

/** The promise fields' rule: the server's rules (promise-rules.ts) by the server's clock, with its messages. */
function usePromiseRule(view: CaseView, form: FormInstance<Values>, field: 'commitmentAt' | 'commitmentAmount') {
  const { t } = useTranslation('myCollection');
  const { checkedAt } = view.conduct;
  const receivedAt = useMemo(() => (checkedAt ? Date.now() : 0), [checkedAt]);
  return {
    validator: async () => {
      const values = form.getFieldsValue();
      const text = eatText(values.commitmentAt);
      const cents = values.commitmentAmount ? parseMoneyInput(values.commitmentAmount) : null;
      const now = new Date(Date.parse(checkedAt) + (Date.now() - receivedAt));
      const problem = promiseProblem({ actionCode: values.actionCode, at: text ? parseEat(text) : null, cents }, now, view.header.amountDueCents);
      if (problem && (problem.field === field || (problem.field === null && field === 'commitmentAt'))) {
        throw new Error(t(`errors.${problem.key}`, { days: problem.days, due: formatKes(view.header.amountDueCents) }));
      }
    },
  };
}

interface FollowUpModalProps {
  view: CaseView;
  open: boolean;
  /** The disposition the form opens with ("promised" from the quick outcomes). */
  preset?: string;
  onClose: () => void;
  onSaved: () => void;
  /** The workbench's queue: adds "Save and next" (Alt+S). */
  queue?: CaseQueue;
}

/** The follow-up record: disposition, intent, reason, next call and the promise to pay (required for "promised to pay"). */
export function FollowUpModal({ view, open, preset, onClose, onSaved, queue }: FollowUpModalProps) {
  const { t } = useTranslation(['myCollection', 'collection']);
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost();
  const target = Form.useWatch('target', form);
  const actionCode = Form.useWatch('actionCode', form);
  const h = view.header;
  const promising = actionCode === PROMISE_ACTION_CODE;
  const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const atRule = usePromiseRule(view, form, 'commitmentAt');
  const amountRule = usePromiseRule(view, form, 'commitmentAmount');
  useEffect(() => { if (open && preset) form.setFieldsValue({ actionCode: preset }); }, [open, preset, form]);

  const save = async (values: Values, next: boolean) => {
    const answer = await post<{ contactId: number } & Partial<NextCase>>('myCollection/followUp', {
      ...values, caseId: h.id, nextCallAt: eatText(values.nextCallAt), commitmentAt: eatText(values.commitmentAt),
      commitmentAmount: values.commitmentAmount || null, contactId: values.target === 'emergencyContact' ? values.contactId : null,
      ...(next && queue ? { next: queue.order } : {}),
    });
    toastSuccess(t('caseView.followUpSaved'));
    form.resetFields();
    onSaved();
    if (next && queue) queue.go(answer.nextCaseId ?? null);
  };
  const submit = (next: boolean) => form.validateFields().then((values) => save(values, next)).catch(() => undefined);
  useEffect(() => {
    if (!open || !queue) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyS') { e.preventDefault(); void submit(true); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const footer = [
    <Button key="cancel" onClick={onClose}>{t('actions.cancel')}</Button>,
    <Button key="save" type={queue ? 'default' : 'primary'} loading={posting} onClick={() => void submit(false)} data-testid="follow-up-save">{t('actions.save')}</Button>,
    ...(queue ? [<Button key="next" type="primary" loading={posting} onClick={() => void submit(true)} data-testid="follow-up-save-next" title="Alt+S">{t('actions.saveAndNext')}</Button>] : []),
  ];

  return (
    <AppModal open={open} title={t('form.title')} onCancel={onClose} footer={footer}>
      <Form<Values> form={form} layout="vertical" initialValues={{ target: 'borrower', actionCode: preset }} data-testid="follow-up-form">
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
        {promising && <Typography.Paragraph type="secondary" data-testid="follow-up-promise-needed">{t('form.promiseNeeded')}</Typography.Paragraph>}
        {h.commitmentAt && (
          <Typography.Paragraph type="secondary">{t('form.supersedes', { amount: formatKes(h.commitmentCents ?? 0), at: formatEat(h.commitmentAt) })}</Typography.Paragraph>
        )}
        <Form.Item name="commitmentAt" label={t('form.commitmentAt')} required={promising} dependencies={['actionCode', 'commitmentAmount']} rules={[atRule]}>
          <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="follow-up-commitment-at" />
        </Form.Item>
        <Form.Item name="commitmentAmount" label={t('form.commitmentAmount')} required={promising} dependencies={['actionCode', 'commitmentAt']} rules={[moneyRule(t), amountRule]}>
          <KesInput data-testid="follow-up-commitment-amount" />
        </Form.Item>
        <Form.Item name="remark" label={t('collection:fields.remark')} rules={[maxLengthRule(t, t('collection:fields.remark'), REMARK_MAX)]}>
          <TextArea rows={2} max={REMARK_MAX} data-testid="follow-up-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
