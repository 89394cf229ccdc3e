import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { editableFields, fieldLabelKey, type EntitySpec } from '../../../common/crud/entity';
import { fieldRules } from './field-rules';
import { FieldInput } from './FieldInput';

interface Props {
  entity: EntitySpec;
  mode: 'create' | 'update';
  form: FormInstance;
  initialValues?: Record<string, unknown>;
  /** Replaces the input of a field (e.g. a tree select), keeping its label and rules. */
  inputs?: Record<string, ReactNode>;
  /** Leaves fields out of this form. */
  hidden?: readonly string[];
  children?: ReactNode;
}

/** The create/edit form: every editable field with the declared rules and messages. */
export function EntityForm({ entity, mode, form, initialValues, inputs = {}, hidden = [], children }: Props) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} data-testid="entity-form" requiredMark>
      {editableFields(entity, mode).filter(([name]) => !hidden.includes(name)).map(([name, field]) => (
        <Form.Item key={name} name={name} label={t(fieldLabelKey(entity, name))} rules={fieldRules(entity, name, field, t)}
          valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
          extra={field.hint ? t(field.hint) : undefined}>
          {inputs[name] ?? <FieldInput entity={entity} name={name} field={field} />}
        </Form.Item>
      ))}
      {children}
    </Form>
  );
}
