import { Button, DatePicker, Form, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CHANNELS } from '../../../../common/money/statuses';
import { EAT_DAY_FORMAT } from '../../../../common/eat-day';

/** Channel and days of the runs list. */
export function RunFilters({ onSearch }: { onSearch: (values: Record<string, unknown>) => void }) {
  const { t } = useTranslation('reconciliation');
  const [form] = Form.useForm();
  const submit = () => {
    const { days, channel } = form.getFieldsValue() as { days?: [Dayjs | null, Dayjs | null]; channel?: string };
    onSearch(Object.fromEntries(Object.entries({ channel, dayFrom: days?.[0]?.format(EAT_DAY_FORMAT), dayTo: days?.[1]?.format(EAT_DAY_FORMAT) })
      .filter(([, v]) => v !== undefined && v !== null && v !== '')));
  };
  return (
    <Form form={form} name="reconciliationFilters" layout="inline" className="crud-filters" onFinish={submit} data-testid="filter-bar">
      <Form.Item name="channel" label={t('fields.channel')}>
        <Select allowClear style={{ minWidth: 160 }} data-testid="filter-channel"
          options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`options.channel.${c}`) }))} />
      </Form.Item>
      <Form.Item name="days" label={t('fields.days')}><DatePicker.RangePicker allowEmpty={[true, true]} /></Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">{t('common:actions.search')}</Button>
          <Button onClick={() => { form.resetFields(); submit(); }}>{t('common:actions.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
