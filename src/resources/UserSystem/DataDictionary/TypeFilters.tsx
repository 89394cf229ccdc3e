import { Button, Col, Form, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, filterFields } from '../../../../common/crud/entity';
import { dictEntity } from '../../../../common/entities/dict';
import { FieldInput } from '../../../components/crud/FieldInput';

/** The type list's declared filters in two narrow columns, labelled by their placeholders, to fit beside the entries. */
export function TypeFilters({ onSearch }: { onSearch: (values: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const submit = () => onSearch(Object.fromEntries(Object.entries(form.getFieldsValue()).filter(([, v]) => v !== undefined && v !== '')));
  return (
    <Form form={form} onFinish={submit} data-testid="filter-bar">
      <Row gutter={8}>
        {filterFields(dictEntity).map(([name, field]) => (
          <Col key={name} span={12}>
            <Form.Item name={name} style={{ marginBottom: 8 }}>
              <FieldInput entity={dictEntity} name={name} field={field} filter placeholder={t(fieldLabelKey(dictEntity, name))} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit" size="small" data-testid="filter-search">{t('actions.search')}</Button>
        <Button size="small" onClick={() => { form.resetFields(); submit(); }}>{t('actions.reset')}</Button>
      </Space>
    </Form>
  );
}
