import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_MERCHANTS_URL, type PayFilterParams } from '../../../../common/money/pay-manage';
import { PAYMENT_CHANNELS, RELEASE_STATUS } from '../../../../common/money/statuses';
import { PHONE_PATTERN, VALIDATION_MESSAGES } from '../../../../common/validators';
import { useOrderOptions } from '../../../components/orders';

const DAY = 'YYYY-MM-DD';
const RANGES = { auditDay: ['auditDayFrom', 'auditDayTo'], lendingDay: ['lendingDayFrom', 'lendingDayTo'] } as const;

/** Form values → query parameters: empty values dropped, text trimmed, day ranges split into from/to days. */
function toParams(values: Record<string, unknown>): PayFilterParams {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (name in RANGES) {
      const [from, to] = value as [Dayjs | null, Dayjs | null];
      const [fromKey, toKey] = RANGES[name as keyof typeof RANGES];
      if (from) params[fromKey] = from.format(DAY);
      if (to) params[toKey] = to.format(DAY);
    } else {
      params[name] = typeof value === 'string' ? value.trim() : (value as number);
    }
  }
  return params as PayFilterParams;
}

/** LoanManagement's filters: order number, phone, name, merchant, release status, channel, audit and lending days. */
export function PayFilterBar({ onSearch, extra }: { onSearch: (filter: PayFilterParams) => void; extra?: ReactNode }) {
  const { t } = useTranslation('loan');
  const [form] = Form.useForm();
  const merchants = useOrderOptions(PAY_MERCHANTS_URL);
  const submit = () => onSearch(toParams(form.getFieldsValue()));
  const any = t('filters.any');
  const range = (name: keyof typeof RANGES) => (
    <DatePicker.RangePicker data-testid={`pay-filter-${name}`} style={{ width: '100%' }} allowEmpty={[true, true]}
      placeholder={[t('filters.from'), t('filters.to')]} />
  );
  const fields: [string, ReactNode, object?][] = [
    ['orderNo', <Input data-testid="pay-filter-orderNo" allowClear maxLength={64} />],
    ['phone', <Input data-testid="pay-filter-phone" allowClear maxLength={12} />, { rules: [{ pattern: PHONE_PATTERN, message: t(`errors:${VALIDATION_MESSAGES.phone}`) }] }],
    ['customerName', <Input data-testid="pay-filter-customerName" allowClear maxLength={64} />],
    ['merchantId', <Select data-testid="pay-filter-merchantId" allowClear showSearch optionFilterProp="label" placeholder={any}
      options={merchants.options} loading={merchants.loading} />],
    ['releaseStatus', <Select data-testid="pay-filter-releaseStatus" allowClear placeholder={any}
      options={Object.values(RELEASE_STATUS).map((value) => ({ value, label: t(`releaseStatus.${value}`) }))} />],
    ['lendingChannel', <Select data-testid="pay-filter-lendingChannel" allowClear placeholder={any}
      options={PAYMENT_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) }))} />],
    ['auditDay', range('auditDay')],
    ['lendingDay', range('lendingDay')],
  ];
  return (
    <Form form={form} name="payFilters" onFinish={submit} data-testid="pay-filter-bar" labelCol={{ flex: '120px' }} labelWrap labelAlign="right" colon={false}>
      <Row gutter={[16, 0]}>
        {fields.map(([name, input, props]) => (
          <Col key={name} xs={24} md={12} xl={8} xxl={6}>
            <Form.Item name={name} label={t(`fields.${name}`)} {...props}>{input}</Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 16 }}>
          <Space wrap>
            <Button type="primary" htmlType="submit" data-testid="pay-filter-search">{t('common:actions.search')}</Button>
            <Button onClick={() => { form.resetFields(); submit(); }} data-testid="pay-filter-reset">{t('common:actions.reset')}</Button>
            {extra}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
