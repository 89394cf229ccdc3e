import { Alert, App, Button, Col, Form, Radio, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatKes } from '../../../common/money';
import { receiptProblem } from '../../../common/money/payment-reference';
import { PAYMENT_CODE_PATTERN, REMARK_MAX, REPAY_MESSAGES, repayAmountProblem } from '../../../common/money/repay';
import { REPAY_URLS } from '../../../common/money/repay-lists';
import type { RepayResult } from '../../../common/money/repay-rows';
import { PAYMENT_CHANNELS, REPAY_TYPES } from '../../../common/money/statuses';
import { formatEat } from '../../../common/time';
import { toastSuccess } from '../../providers/toast';
import { AppModal } from '../crud/AppModal';
import { EatDatePicker } from '../time/EatDatePicker';
import { toEatPick } from '../time/eat-dayjs';
import { useFormColumns } from '../crud/form-layout';
import { useUnsavedChanges } from '../crud/useUnsavedChanges';
import { KesInput } from './KesInput';
import { amountCentsOf, couponCentsOf, toRepayRequest, trialProblem, type RepayFormValues } from './repay-form';
import { TrialSummary } from './TrialSummary';
import { useMoneyCall } from './useMoneyCall';
import { useRepayTrial } from './useRepayTrial';
import { TextArea, TextInput, maxLengthRule } from '../inputs';

interface Props {
  /** The bill to repay; the dialog is open while set. */
  billId: number | null;
  onClose: () => void;
  onDone: (result: RepayResult) => void;
}

const DAY = 'YYYY-MM-DD';
const INITIAL: Partial<RepayFormValues> = { repayType: 'partial', paymentChannel: 'mpesa', couponId: null };
const FIELD_COUNT = 7;

/** Repay a bill: the trial on the chosen day, type, amount, coupon, channel, serial number and time, confirmed before it is applied. */
export function RepayDialog({ billId, onClose, onDone }: Props) {
  const { t } = useTranslation('repay');
  const { modal } = App.useApp();
  const [form] = Form.useForm<RepayFormValues>();
  const values: Partial<RepayFormValues> = Form.useWatch([], form) ?? {};
  const { trial, loading, coupons } = useRepayTrial(billId, values.repaidAt?.format(DAY));
  const call = useMoneyCall<RepayResult>(REPAY_URLS.repay);
  const couponCents = couponCentsOf(coupons, values.couponId, trial);
  const problem = trialProblem(values, trial, couponCents);
  const span = useFormColumns(FIELD_COUNT) === 2 ? 12 : 24;
  const unsaved = useUnsavedChanges(form, billId !== null);
  const cancel = () => unsaved.askBeforeDiscarding(onClose);

  useEffect(() => {
    if (trial && !form.getFieldValue('repaidAt')) form.setFieldValue('repaidAt', toEatPick(trial.serverNow));
  }, [trial, form]);

  const fill = (repayType: RepayFormValues['repayType'], cents: number) => form.setFieldsValue({ repayType, amount: (Math.max(0, cents - couponCents) / 100).toFixed(2) });

  const submit = async () => {
    // An invalid form shows its messages beside the fields.
    const filled = await form.validateFields().catch(() => null);
    if (!filled || !billId || !trial || trialProblem(filled, trial, couponCents)) return;
    const request = toRepayRequest(billId, filled);
    const coupon = coupons.find((c) => c.id === filled.couponId);
    modal.confirm({
      title: t('repayDialog.confirmTitle'),
      content: t(coupon ? 'repayDialog.confirmWithCoupon' : 'repayDialog.confirmContent', {
        amount: formatKes(amountCentsOf(filled.amount)), type: t(`repayTypes.${filled.repayType}`), billNo: trial.billNo, coupon: coupon ? formatKes(couponCents) : '',
      }),
      okText: t('common:actions.confirm'), cancelText: t('common:actions.cancel'), okButtonProps: { 'data-testid': 'repay-confirm-ok' } as never,
      onOk: async () => {
        const result = await call.post(request);
        if (!result) return;
        toastSuccess(t('repayDialog.done', { flowNo: result.flowNo, status: t(`billStatuses.${result.billStatus}`) }));
        onDone(result);
      },
    });
  };

  const amountRule = {
    validator: (_: unknown, value?: string) => {
      const key = repayAmountProblem(value) ?? (amountCentsOf(value) === 0 && !form.getFieldValue('couponId') ? REPAY_MESSAGES.badAmount : null);
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  };
  const paymentCodeRule = {
    validator: (_: unknown, value?: string) => {
      const code = value?.trim();
      if (!code && amountCentsOf(form.getFieldValue('amount')) > 0) return Promise.reject(new Error(t(REPAY_MESSAGES.paymentCodeRequired)));
      if (code && !PAYMENT_CODE_PATTERN.test(code)) return Promise.reject(new Error(t(REPAY_MESSAGES.badPaymentCode)));
      const receipt = receiptProblem(form.getFieldValue('paymentChannel'), code);
      return receipt ? Promise.reject(new Error(t(`errors:${receipt}`))) : Promise.resolve();
    },
  };
  const repaidAtRule = {
    validator: (_: unknown, value?: Dayjs) => {
      if (!value) return Promise.reject(new Error(t(REPAY_MESSAGES.badRepaidAt)));
      if (trial && value.format(DAY) < trial.lendingDay) return Promise.reject(new Error(t('errors.beforeLoanDate')));
      if (value.format('YYYY-MM-DD HH:mm:ss') > formatEat(new Date())) return Promise.reject(new Error(t('errors.futureDate')));
      return Promise.resolve();
    },
  };

  return (
    <AppModal open={billId !== null} onCancel={cancel} width={820} style={{ top: 24 }} title={t('repayDialog.title', { billNo: trial?.billNo ?? '' })}
      footer={[
        <Button key="cancel" onClick={cancel}>{t('common:actions.cancel')}</Button>,
        <Button key="submit" type="primary" onClick={submit} disabled={!trial || Boolean(problem)} data-testid="repay-submit">{t('actions.repay')}</Button>,
      ]}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="repay-dialog">
        <TrialSummary trial={trial} loading={loading} />
        <Form form={form} layout="vertical" initialValues={INITIAL} requiredMark onValuesChange={() => { call.clearError(); unsaved.onValuesChange(); }}>
          <Form.Item name="repayType" label={t('fields.repayType')} rules={[{ required: true }]}>
            <Radio.Group optionType="button" buttonStyle="solid" data-testid="repay-type"
              options={REPAY_TYPES.map((v) => ({ value: v, label: t(`repayTypes.${v}`) }))} />
          </Form.Item>
          <Row gutter={16}>
            <Col span={span}>
              <Form.Item name="amount" label={t('fields.amount')} rules={[amountRule]} dependencies={['couponId']} required
                extra={trial && (
                  <Space size={4} wrap>
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => fill('settle', trial.settlementCents)} data-testid="fill-settlement">{t('repayDialog.fillSettlement')}</Button>
                    <span>·</span>
                    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => fill('extension', trial.extensionCents)} data-testid="fill-extension">{t('repayDialog.fillExtension')}</Button>
                  </Space>
                )}>
                <KesInput placeholder="0.00" data-testid="repay-amount" />
              </Form.Item>
            </Col>
            <Col span={span}>
              <Form.Item name="couponId" label={t('fields.couponId')}>
                <Select allowClear data-testid="repay-coupon" placeholder={t('repayDialog.noCoupon')}
                  options={coupons.map((c) => ({ value: c.id, label: t('repayDialog.couponOption', { couponNo: c.couponNo, amount: formatKes(c.amountCents), expiresAt: formatEat(c.expiresAt).slice(0, 10) }) }))} />
              </Form.Item>
            </Col>
          </Row>
          {problem && (
            <Alert type="warning" showIcon data-testid="repay-problem" style={{ marginBottom: 16 }}
              message={t(problem.key, { settlement: formatCents(problem.settlementCents), extension: formatCents(problem.extensionCents) })} />
          )}
          <Row gutter={16}>
            <Col span={span}>
              <Form.Item name="paymentChannel" label={t('fields.paymentChannel')} rules={[{ required: true }]}>
                <Select data-testid="repay-channel" options={PAYMENT_CHANNELS.map((v) => ({ value: v, label: t(`channels.${v}`) }))} />
              </Form.Item>
            </Col>
            <Col span={span}>
              <Form.Item name="paymentCode" label={t('fields.paymentCode')} rules={[paymentCodeRule, maxLengthRule(t, t('fields.paymentCode'), 64)]} dependencies={['amount', 'paymentChannel']}>
                <TextInput allowClear max={64} placeholder={t('repayDialog.paymentCodeHint')} data-testid="repay-payment-code" />
              </Form.Item>
            </Col>
            <Col span={span}>
              <Form.Item name="repaidAt" label={t('fields.repaidAt')} rules={[repaidAtRule]} required extra={t('repayDialog.eat')}>
                <EatDatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} allowClear={false} data-testid="repay-time" />
              </Form.Item>
            </Col>
            <Col span={span}>
              <Form.Item name="remark" label={t('fields.remark')} rules={[maxLengthRule(t, t('fields.remark'), REMARK_MAX)]}>
                <TextArea autoSize={{ minRows: 1, maxRows: 3 }} max={REMARK_MAX} data-testid="repay-remark" />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {call.error && <Alert type="error" showIcon message={call.error} data-testid="repay-error" />}
      </Space>
    </AppModal>
  );
}
