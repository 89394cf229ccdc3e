import { App, Form } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordNounKey, type EntitySpec, type FieldProblem } from '../../../common/crud/entity';
import { useIdempotencyKey } from '../../hooks/useIdempotencyKey';
import { usePost } from '../../hooks/usePost';
import { toastSuccess } from '../../providers/toast';
import { AppModal } from './AppModal';
import { EntityForm, formFields } from './EntityForm';
import { useFormColumns } from './form-layout';
import { recordToFormValues } from './form-values';
import { useUnsavedChanges } from './useUnsavedChanges';

type Row = Record<string, unknown> & { id: number };

export interface EntityModalProps {
  entity: EntitySpec;
  record: Row | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  inputs?: Record<string, ReactNode>;
  hidden?: readonly string[];
  /** Width of the one-column dialog; a two-column one is wider. */
  width?: number | string;
  /** Record → form values (e.g. cents → KES). */
  toInitialValues?: (record: Row) => Record<string, unknown>;
  /** Form values → request body. */
  toPayload?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** A rule across fields, the same the server applies; its message shows on the field. */
  validate?: (values: Record<string, unknown>) => FieldProblem | null;
  /**
   * A confirmation before the save, naming what it will do (a traffic limit that cuts off customers, an
   * announcement that goes live): null saves at once; Cancel leaves the form open with nothing stored.
   */
  confirmSave?: (values: Record<string, unknown>, record: Row | null) => SaveConfirmation | null;
}

export interface SaveConfirmation {
  title: string;
  content?: ReactNode;
  danger?: boolean;
}

/**
 * Add or edit one record; the server validates again and its message shows as a toast. The save refetches the
 * lists. AppModal runs the save once at a time from the first click (issue 32.1).
 */
export function EntityModal({ entity, record, open, onClose, onSaved, inputs, hidden, width, toInitialValues, toPayload, validate, confirmSave }: EntityModalProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm();
  const { post, posting: saving } = usePost();
  // One key per opening of the form, kept until a save succeeds: a retry after a lost answer is not stored twice.
  const idempotency = useIdempotencyKey();
  const { renew } = idempotency;
  const mode = record ? 'update' : 'create';
  const columns = useFormColumns(formFields(entity, mode, hidden).length);
  const unsaved = useUnsavedChanges(form, open);

  useEffect(() => {
    if (!open) return;
    renew();
    form.resetFields();
    if (record) form.setFieldsValue(toInitialValues ? toInitialValues(record) : recordToFormValues(entity, record));
  }, [open, record, form, toInitialValues, entity, renew]);

  const submit = async () => {
    const values = await form.validateFields();
    const problem = validate?.(values);
    if (problem) {
      form.setFields([{ name: problem.field, errors: [t(problem.message)] }]);
      return;
    }
    const confirmation = confirmSave?.(values, record);
    if (confirmation && !(await modal.confirm({
      title: confirmation.title, content: confirmation.content, width: 520,
      okText: t('actions.confirm'), cancelText: t('actions.cancel'),
      okButtonProps: { danger: confirmation.danger, 'data-testid': 'save-confirm-ok' } as never,
      cancelButtonProps: { 'data-testid': 'save-confirm-cancel' } as never,
    }))) return;
    const body = toPayload ? toPayload(values) : values;
    await post(`${entity.name}/${record ? 'update' : 'save'}`, record ? { ...body, id: record.id } : body, { idempotencyKey: idempotency.key });
    renew();
    toastSuccess(t('crud.saved'));
    onSaved();
  };

  const noun = t(recordNounKey(entity));
  const name = record && entity.recordName ? String(record[entity.recordName] ?? '') : '';
  const title = record ? t('crud.editRecordTitle', { record: noun, name }).trim() : t('crud.addRecordTitle', { record: noun });

  return (
    <AppModal open={open} title={title} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit}
      confirmLoading={saving} okText={t('actions.save')} cancelText={t('actions.cancel')} wide={columns === 2} width={width}
      okButtonProps={{ 'data-testid': 'entity-save' } as never}>
      <EntityForm onValuesChange={unsaved.onValuesChange} entity={entity} mode={mode} form={form} inputs={inputs} hidden={hidden} columns={columns} />
    </AppModal>
  );
}
