import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_READS, MAX_OVERDRAFT_CENTS, type MerchantBalance } from '../../../../common/merchant/billing';
import { formatCents, formatKes, parseMoneyInput } from '../../../../common/money';
import { AppModal } from '../../../components/crud/AppModal';
import { KesInput } from '../../../components/money/KesInput';
import { useMoneyConfirm } from '../../../components/money-actions';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

/** The overdraft a merchant may run before its orders are refused; confirmed before it is saved. */
export function OverdraftDialog({ balance, onClose }: { balance: MerchantBalance | null; onClose: () => void }) {
  const { t } = useTranslation('merchantBilling');
  const [form] = Form.useForm();
  const confirm = useMoneyConfirm();
  const { post } = usePost({ invalidates: [ALL_LISTS, ...BILLING_READS] });
  const merchant = balance?.merchantName ?? '';

  useEffect(() => {
    if (balance) form.setFieldsValue({ overdraft: formatCents(balance.overdraftCents).replaceAll(',', '') });
  }, [balance, form]);

  const submit = async () => {
    if (!balance) return;
    const { overdraft } = await form.validateFields();
    confirm({
      title: t('overdraft.confirmTitle', { merchant, amount: formatKes(parseMoneyInput(overdraft) ?? 0) }),
      run: async (key) => {
        await post('merchantBilling/overdraft', { merchantId: balance.merchantId, overdraft }, { idempotencyKey: key });
        toastSuccess(t('overdraft.done'));
        onClose();
      },
    });
  };

  const rule = {
    validator: async (_: unknown, value: string | undefined) => {
      const cents = parseMoneyInput(value ?? '');
      if (cents === null || cents < 0) throw new Error(t(cents === null ? 'errors:validation.money' : 'errors:validation.moneyNegative'));
      if (cents > MAX_OVERDRAFT_CENTS) throw new Error(t('errors.overdraftRange', { max: formatKes(MAX_OVERDRAFT_CENTS) }));
    },
  };

  return (
    <AppModal open={balance !== null} title={t('overdraft.title', { merchant })} onCancel={onClose} onOk={submit}
      okText={t('common:actions.confirm')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'overdraft-ok' } as never}>
      <Alert type="info" showIcon message={t('overdraft.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" name="merchantOverdraft">
        <Form.Item name="overdraft" label={t('fields.overdraft')} rules={[rule]}>
          <KesInput data-testid="field-overdraft" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
