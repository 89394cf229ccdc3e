/**
 * The follow-up in one step (from the row, or when a call ends): how the call went, the customer's intent (implied by
 * the outcome unless the call was answered), a quick callback (in 2 h, tomorrow 10:00 EAT, a chosen EAT time) and a
 * remark. The server computes the callback from its own clock and checks the combination (dialTask/dispose).
 */
import { Form, Radio, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TM_ABANDON_RULES } from '../../../../common/telemarketing/dial';
import {
  CONNECTED_INTENTS, QUICK_CALLBACKS, TM_DISPOSITION_OUTCOMES, callbackAt, intentOfOutcome, type QuickCallback, type TmDispositionOutcome,
} from '../../../../common/telemarketing/dialer-queue';
import { DATE_TIME_FORMAT, formatEat } from '../../../../common/time';
import { AppModal } from '../../../components/crud/AppModal';
import { TextArea, maxLengthRule } from '../../../components/inputs';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { pickToInstant } from '../../../components/time/eat-dayjs';
import { useIdempotencyKey } from '../../../hooks/useIdempotencyKey';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { DIALER_READS, type Disposing } from './useDialer';

interface Values { outcome: TmDispositionOutcome; intent?: string; callback: QuickCallback; callbackAt?: Dayjs; remark?: string }

/** The outcome a call's record suggests (the telemarketer may change it). */
const suggestedOutcome = (callOutcome: string | null): TmDispositionOutcome => {
  if (callOutcome === 'noAnswer' || callOutcome === 'busy') return callOutcome;
  return callOutcome === 'failed' || callOutcome === 'unknown' ? 'noAnswer' : 'answered';
};

export function DispositionModal({ open, onClose }: { open: Disposing | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('telemarketingWork');
  const [form] = Form.useForm<Values>();
  const { post, posting } = usePost({ invalidates: DIALER_READS });
  const { key, renew } = useIdempotencyKey();
  const outcome = Form.useWatch('outcome', form);
  const callback = Form.useWatch('callback', form);
  const implied = outcome ? intentOfOutcome(outcome) : null;
  useEffect(() => {
    if (open) form.setFieldsValue({ outcome: suggestedOutcome(open.callOutcome), intent: undefined, callback: 'none', callbackAt: undefined, remark: undefined });
  }, [open, form]);

  const save = async () => {
    const values = await form.validateFields();
    const saved = await post<{ abandonedFor: string | null }>('dialTask/dispose', {
      entryId: open!.task.entryId, outcome: values.outcome, intent: implied ? null : values.intent ?? null,
      callback: values.callback, callbackAt: values.callback === 'at' ? pickToInstant(values.callbackAt) : null,
      remark: values.remark ?? null, callLogId: open!.callLogId,
    }, { idempotencyKey: key });
    renew();
    toastSuccess(saved.abandonedFor ? t(`results.abandoned.${saved.abandonedFor}`, { count: TM_ABANDON_RULES.notConnectedInARow }) : t('dialer.disposed'));
    onClose(true);
  };
  const preview = callback && callback !== 'at' && callback !== 'none' ? callbackAt(callback, new Date()) : null;

  return (
    <AppModal open={open !== null} title={t('dialer.disposeTitle', { phone: open?.task.phone ?? '' })} onCancel={() => onClose(false)} confirmLoading={posting}
      onOk={save} okButtonProps={{ 'data-testid': 'follow-ok' } as never} width={560}>
      <Form form={form} layout="vertical" name="dial-dispose">
        <Form.Item name="outcome" label={t('fields.outcome')} rules={[{ required: true, message: t('errors.outcomeRequired') }]}>
          <Radio.Group optionType="button" data-testid="dispose-outcome"
            options={TM_DISPOSITION_OUTCOMES.map((v) => ({ value: v, label: t(`dialer.outcome.${v}`) }))} />
        </Form.Item>
        {implied ? (
          <Typography.Paragraph type="secondary" data-testid="dispose-implied">{t('dialer.intentImplied', { intent: t(`options.intent.${implied}`) })}</Typography.Paragraph>
        ) : (
          <Form.Item name="intent" label={t('fields.intent')} rules={[{ required: true, message: t('errors.intentRequired') }]}>
            <Select options={CONNECTED_INTENTS.map((v) => ({ value: v, label: t(`options.intent.${v}`) }))} data-testid="follow-intent" />
          </Form.Item>
        )}
        <Form.Item name="callback" label={t('fields.callback')} extra={preview ? t('dialer.callbackWillBe', { time: formatEat(preview).slice(0, 16) }) : callback === 'none' ? t('dialer.callbackNone') : undefined}>
          <Radio.Group optionType="button" data-testid="dispose-callback"
            options={QUICK_CALLBACKS.map((v) => ({ value: v, label: t(`dialer.callback.${v}`) }))} />
        </Form.Item>
        {callback === 'at' && (
          <Form.Item name="callbackAt" label={t('fields.callbackAt')} rules={[{ required: true, message: t('errors.callbackAtRequired') }]}>
            <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="dispose-callback-at" />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), 200)]}>
          <TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={200} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
