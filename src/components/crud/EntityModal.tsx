import { Form } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySpec, FieldProblem } from '../../../common/crud/entity';
import { api } from '../../providers/http';
import { toastSuccess } from '../../providers/toast';
import { AppModal } from './AppModal';
import { EntityForm } from './EntityForm';
import { recordToFormValues } from './form-values';

type Row = Record<string, unknown> & { id: number };

export interface EntityModalProps {
  entity: EntitySpec;
  record: Row | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  inputs?: Record<string, ReactNode>;
  hidden?: readonly string[];
  width?: number | string;
  /** Record → form values (e.g. cents → KES). */
  toInitialValues?: (record: Row) => Record<string, unknown>;
  /** Form values → request body. */
  toPayload?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** A rule across fields, the same the server applies; its message shows on the field. */
  validate?: (values: Record<string, unknown>) => FieldProblem | null;
}

/** Add or edit one record; the server validates again and its message shows as a toast. */
export function EntityModal({ entity, record, open, onClose, onSaved, inputs, hidden, width, toInitialValues, toPayload, validate }: EntityModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const mode = record ? 'update' : 'create';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(toInitialValues ? toInitialValues(record) : recordToFormValues(entity, record));
  }, [open, record, form, toInitialValues, entity]);

  const submit = async () => {
    const values = await form.validateFields();
    const problem = validate?.(values);
    if (problem) {
      form.setFields([{ name: problem.field, errors: [t(problem.message)] }]);
      return;
    }
    setSaving(true);
    try {
      const body = toPayload ? toPayload(values) : values;
      await api.post(`${entity.name}/${record ? 'update' : 'save'}`, record ? { ...body, id: record.id } : body);
      toastSuccess(t('crud.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppModal open={open} title={t(record ? 'crud.editTitle' : 'crud.addTitle')} onCancel={onClose} onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving} okText={t('actions.save')} cancelText={t('actions.cancel')} width={width}
      okButtonProps={{ 'data-testid': 'entity-save' } as never}>
      <EntityForm entity={entity} mode={mode} form={form} inputs={inputs} hidden={hidden} />
    </AppModal>
  );
}
