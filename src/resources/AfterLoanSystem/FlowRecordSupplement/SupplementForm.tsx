import { Alert, Button, Col, Divider, Form, Row, Select, Space, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { formatKes, parseMoneyInput } from '../../../../common/money';
import { PAYMENT_CHANNELS } from '../../../../common/money/statuses';
import { WRITE_OFF_AMOUNTS, WRITE_OFF_TEXT_MAX, type WriteOffAmount } from '../../../../common/money/write-off';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { KesInput } from '../../../components/money';
import { DATE_TIME_FORMAT } from '../../../../common/time';
import { EatDatePicker } from '../../../components/time/EatDatePicker';
import { statedTotalOf, type SupplementValues } from './supplement-form';
import { useSupplement } from './useSupplement';
import { TextInput, maxLengthRule } from '../../../components/inputs';

const BREAKDOWN = WRITE_OFF_AMOUNTS.filter((a) => a !== 'amountCents');

/** Order, serial number, channel, time and the amount with its breakdown; record flag and account ID optional. */
export function SupplementForm({ canSupplement }: { canSupplement: boolean }) {
  const { t } = useTranslation('writeOff');
  const [form] = Form.useForm<SupplementValues>();
  const values = Form.useWatch([], form) ?? {};
  const unsaved = useUnsavedChanges(form, canSupplement);
  const supplement = useSupplement(() => form.resetFields());
  const money = (field: WriteOffAmount): Rule[] => [{
    validator: async (_, v?: string) => { if (v && (parseMoneyInput(v) ?? -1) < 0) throw new Error(t('errors.badAmount', { field: t(`fields.${field}`) })); },
  }];
  const amountItem = (field: WriteOffAmount) => (
    <Form.Item name={field} label={t(`fields.${field}`)} required rules={money(field)}>
      <KesInput placeholder="0.00" data-testid={`field-${field}`} />
    </Form.Item>
  );
  const total = statedTotalOf(values);
  const amount = values.amountCents ? parseMoneyInput(values.amountCents) : null;

  return (
    <Form<SupplementValues> form={form} layout="vertical" requiredMark initialValues={{ isRecord: false }} disabled={!canSupplement}
      onValuesChange={() => { supplement.clearError(); unsaved.onValuesChange(); }} onFinish={(v) => void supplement.submit(v)} data-testid="supplement-form">
      <Row gutter={16}>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="orderNo" label={t('fields.orderNo')} required rules={[maxLengthRule(t, t('fields.orderNo'), WRITE_OFF_TEXT_MAX)]}><TextInput max={WRITE_OFF_TEXT_MAX} allowClear data-testid="field-orderNo" /></Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="serialNo" label={t('fields.serialNo')} required rules={[maxLengthRule(t, t('fields.serialNo'), WRITE_OFF_TEXT_MAX)]}><TextInput max={WRITE_OFF_TEXT_MAX} allowClear data-testid="field-serialNo" /></Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="channel" label={t('fields.channel')} required>
            <Select allowClear data-testid="field-channel" options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`options.channel.${c}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="repaidAt" label={t('fields.repaidAt')} required>
            <EatDatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} data-testid="field-repaidAt" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={6}>{amountItem('amountCents')}</Col>
        <Col xs={12} md={6} xl={3}>
          <Form.Item name="isRecord" label={t('fields.isRecord')} valuePropName="checked"><Switch data-testid="field-isRecord" /></Form.Item>
        </Col>
        <Col xs={12} md={6} xl={6}>
          <Form.Item name="accountId" label={t('fields.accountId')} rules={[maxLengthRule(t, t('fields.accountId'), WRITE_OFF_TEXT_MAX)]}><TextInput max={WRITE_OFF_TEXT_MAX} allowClear data-testid="field-accountId" /></Form.Item>
        </Col>
      </Row>
      <Divider orientation="left" orientationMargin={0} style={{ marginTop: 0 }}>{t('supplement.breakdown')}</Divider>
      <Row gutter={16}>
        {BREAKDOWN.map((field) => <Col key={field} xs={12} md={8} xl={6} xxl={4}>{amountItem(field)}</Col>)}
      </Row>
      {supplement.error && <Alert type="error" showIcon message={supplement.error} role="alert" style={{ marginBottom: 16 }} data-testid="supplement-error" />}
      <Space wrap size="large">
        <Button type="primary" htmlType="submit" loading={supplement.busy} data-testid="supplement-submit">{t('supplement.submit')}</Button>
        <Button onClick={() => { form.resetFields(); supplement.clearError(); }}>{t('common:actions.reset')}</Button>
        {total !== null && (
          <Typography.Text type={amount !== null && total === amount ? 'success' : 'warning'} data-testid="supplement-total">
            {t('supplement.statedTotal', { total: formatKes(total) })}
            {amount !== null && ` · ${total === amount ? t('supplement.matches') : t('supplement.differs', { amount: formatKes(amount) })}`}
          </Typography.Text>
        )}
      </Space>
    </Form>
  );
}
