import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, filterFields, type EntitySpec } from '../../../common/crud/entity';
import { FieldInput } from './FieldInput';

interface Props {
  entity: EntitySpec;
  onSearch: (values: Record<string, unknown>) => void;
  /** Replaces the input of a filter (e.g. a tree select), keeping its label. */
  inputs?: Record<string, ReactNode>;
  className?: string;
}

/** The list's filters, from the fields declared with `filter`. */
export function FilterBar({ entity, onSearch, inputs = {}, className = 'crud-filters' }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const fields = filterFields(entity).filter(([, f]) => f.filter !== 'range');
  if (fields.length === 0) return null;
  const submit = () => onSearch(Object.fromEntries(Object.entries(form.getFieldsValue()).filter(([, v]) => v !== undefined && v !== '')));
  return (
    <Form form={form} name={`${entity.name}Filters`} layout="inline" className={className} onFinish={submit} data-testid="filter-bar">
      {fields.map(([name, field]) => (
        <Form.Item key={name} name={name} label={t(fieldLabelKey(entity, name))}>
          {inputs[name] ?? <FieldInput entity={entity} name={name} field={field} filter />}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="filter-search">{t('actions.search')}</Button>
          <Button onClick={() => { form.resetFields(); submit(); }}>{t('actions.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
