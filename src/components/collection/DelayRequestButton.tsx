/**
 * "Delayed arrival" on a case (mounted in the collector's case view): the customer says they paid and the money
 * is not seen yet. Records the payment reference, amount, paid time (EAT) and a remark for a supervisor's review
 * on DeductionAmountManagement(-New)'s second tab.
 */
import { Alert, Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEDUCTION_SCREENS } from '../../../common/collection/deduction';
import { DELAY_URLS } from '../../../common/collection/delay';
import { DATE_TIME_FORMAT } from '../../../common/time';
import { actionCode } from '../../../common/routes';
import { useIdempotencyKey } from '../../hooks/useIdempotencyKey';
import { useOperation } from '../../hooks/useOperation';
import { usePost } from '../../hooks/usePost';
import { toastSuccess } from '../../providers/toast';
import { AppModal } from '../crud/AppModal';
import { KesInput } from '../money/KesInput';
import { EatDatePicker } from '../time/EatDatePicker';
import { TextArea, TextInput, maxLengthRule, moneyRule } from '../inputs';

interface Values {
  paymentRef: string;
  amount: string;
  paidAt: Dayjs;
  remark?: string;
}

export function DelayRequestButton({ caseId }: { caseId: number }) {
  const { t } = useTranslation('deduction');
  const can = useOperation();
  const [open, setOpen] = useState(false);
  if (!Object.values(DEDUCTION_SCREENS).some((s) => can(actionCode(s, 'delayApply')))) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="delay-apply">{t('actions.applyDelay')}</Button>
      {open && <DelayRequestModal caseId={caseId} onClose={() => setOpen(false)} />}
    </>
  );
}

function DelayRequestModal({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const { t } = useTranslation('deduction');
  const [form] = Form.useForm<Values>();
  const idempotency = useIdempotencyKey();
  const { post, posting } = usePost();
  const required = [{ required: true, whitespace: true, message: t('errors.required') }];

  const submit = async () => {
    const v = await form.validateFields();
    // The paid time is entered as East Africa Time wall clock, as the repay dialog's.
    await post(DELAY_URLS.apply, { caseId, paymentRef: v.paymentRef, amount: v.amount, paidAt: v.paidAt.format(DATE_TIME_FORMAT), remark: v.remark }, { idempotencyKey: idempotency.key });
    toastSuccess(t('delay.done'));
    onClose();
  };

  return (
    <AppModal open title={t('delay.title')} onCancel={onClose} onOk={() => submit().catch(() => undefined)} confirmLoading={posting}
      okText={t('actions.submit')} cancelText={t('common:actions.cancel')} okButtonProps={{ 'data-testid': 'delay-apply-ok' } as never}>
      <Alert type="info" showIcon message={t('delay.hint')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" name="delayRequest" requiredMark>
        <Form.Item name="paymentRef" label={t('fields.paymentRef')} rules={[...required, maxLengthRule(t, t('fields.paymentRef'), 64)]}>
          <TextInput max={64} data-testid="delay-payment-ref" />
        </Form.Item>
        <Form.Item name="amount" label={t('fields.amount')} rules={[{ required: true, message: t('errors.required') }, moneyRule(t)]}>
          <KesInput style={{ width: '100%' }} data-testid="delay-amount" />
        </Form.Item>
        <Form.Item name="paidAt" label={t('fields.paidAt')} rules={[{ required: true, message: t('errors.required') }]} extra={t('delay.eat')}>
          <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="delay-paid-at" />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), 200)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={200} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
