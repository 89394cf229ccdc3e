import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { editableFields, fieldLabelKey, type EntitySpec } from '../../../common/crud/entity';
import { fieldRules } from './field-rules';
import { FieldInput } from './FieldInput';
import { FULL_ROW_CLASS, formGridClass, type FormColumns } from './form-layout';

interface Props {
  entity: EntitySpec;
  mode: 'create' | 'update';
  form: FormInstance;
  initialValues?: Record<string, unknown>;
  /** Replaces the input of a field (e.g. a tree select), keeping its label and rules. */
  inputs?: Record<string, ReactNode>;
  /** Leaves fields out of this form. */
  hidden?: readonly string[];
  /** Two for a long form on a wide window (useFormColumns). */
  columns?: FormColumns;
  /** Called for the person's changes (useUnsavedChanges). */
  onValuesChange?: () => void;
  children?: ReactNode;
}

/** The fields a form of this entity shows. */
export const formFields = (entity: EntitySpec, mode: 'create' | 'update', hidden: readonly string[] = []) =>
  editableFields(entity, mode).filter(([name]) => !hidden.includes(name));

const WIDE_KINDS = new Set(['textarea', 'json']);

/** The create/edit form: every editable field with the declared rules and messages. */
export function EntityForm({ entity, mode, form, initialValues, inputs = {}, hidden = [], columns = 1, onValuesChange, children }: Props) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} data-testid="entity-form" requiredMark className={formGridClass(columns)}
      onValuesChange={onValuesChange}>
      {formFields(entity, mode, hidden).map(([name, field]) => (
        <Form.Item key={name} name={name} label={t(fieldLabelKey(entity, name))} rules={fieldRules(entity, name, field, t)}
          valuePropName={field.kind === 'boolean' ? 'checked' : 'value'}
          extra={field.hint ? t(field.hint) : undefined} className={WIDE_KINDS.has(field.kind) ? FULL_ROW_CLASS : undefined}>
          {inputs[name] ?? <FieldInput entity={entity} name={name} field={field} />}
        </Form.Item>
      ))}
      {children && <div className={FULL_ROW_CLASS}>{children}</div>}
    </Form>
  );
}
