import { App, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceAccountRow } from '../../../../common/entities/balance-account';
import { formatKes, parseMoneyInput } from '../../../../common/money';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { KesInput } from '../../../components/money';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { eatDayPick } from '../../../components/time/eat-dayjs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { EAT_DAY_FORMAT, eatToday, isAfterEatToday } from '../../../../common/eat-day';
import { TextArea, maxLengthRule, moneyRule } from '../../../components/inputs';

const REMARK_MAX = 200;

interface Props {
  account: BalanceAccountRow | null;
  onClose: () => void;
  onDone: () => void;
}

interface Values {
  day: Dayjs;
  balance: string;
  remark?: string;
}

/** The balance the company reported for a day (today by default), confirmed before it is stored. */
export function RecordModal({ account, onClose, onDone }: Props) {
  const { t } = useTranslation('balance');
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { post, posting: saving } = usePost();
  const unsaved = useUnsavedChanges(form, account !== null);

  useEffect(() => {
    if (account) form.setFieldsValue({ day: eatDayPick(eatToday()), balance: undefined, remark: undefined });
  }, [account, form]);

  const store = async (accountId: number, body: { day: string; balance: string; remark?: string }) => {
    const entry = await post<{ replaced: boolean }>('balance/record', { accountId, ...body });
    toastSuccess(t(entry.replaced ? 'record.replaced' : 'record.done'));
    onDone();
  };

  const submit = async () => {
    if (!account) return;
    const values = await form.validateFields();
    const body = { day: values.day.format(EAT_DAY_FORMAT), balance: values.balance, remark: values.remark };
    modal.confirm({
      title: t('record.confirm', { amount: formatKes(parseMoneyInput(values.balance) ?? 0), name: account.accountName, day: body.day }),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: () => store(account.id, body),
    });
  };

  return (
    <AppModal open={account !== null} title={account && t('record.title', { name: account.accountName })} onCancel={() => unsaved.askBeforeDiscarding(onClose)}
      onOk={submit} confirmLoading={saving} okText={t('common:actions.save')} cancelText={t('common:actions.cancel')}
      okButtonProps={{ 'data-testid': 'record-submit' } as never}>
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark data-testid="record-form">
        <Form.Item name="day" label={t('fields.day')} extra={t('hints.day')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <EatDatePicker style={{ width: '100%' }} disabledDate={isAfterEatToday} allowClear={false} data-testid="field-day" />
        </Form.Item>
        <Form.Item name="balance" label={t('fields.balance')} rules={[{ required: true, message: t('errors:validation.required') }, moneyRule(t)]}>
          <KesInput placeholder="0.00" data-testid="field-balance" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), REMARK_MAX)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={REMARK_MAX} data-testid="field-remark" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
