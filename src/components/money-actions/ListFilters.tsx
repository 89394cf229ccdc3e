/** The filter bar of the money lists: the screen's fields, an applied-on day range, search and reset. */
import { Button, DatePicker, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const DAY = 'YYYY-MM-DD';

interface Props {
  name: string;
  /** Label of the day range (when the records were created). */
  daysLabel: string;
  children: ReactNode;
  onSearch: (values: Record<string, unknown>) => void;
}

export function ListFilters({ name, daysLabel, children, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const submit = () => {
    const { days, ...rest } = form.getFieldsValue() as { days?: [Dayjs | null, Dayjs | null] } & Record<string, unknown>;
    onSearch(Object.fromEntries(Object.entries({ ...rest, dayFrom: days?.[0]?.format(DAY), dayTo: days?.[1]?.format(DAY) })
      .filter(([, v]) => v !== undefined && v !== null && v !== '')));
  };
  return (
    <Form form={form} name={name} layout="inline" className="crud-filters" onFinish={submit} data-testid="filter-bar">
      {children}
      <Form.Item name="days" label={daysLabel}><DatePicker.RangePicker allowEmpty={[true, true]} /></Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">{t('common:actions.search')}</Button>
          <Button onClick={() => { form.resetFields(); submit(); }}>{t('common:actions.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
