import { Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deptEntity, type DeptNode } from '../../../../common/entities/dept';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { EntityForm } from '../../../components/crud/EntityForm';
import { api } from '../../../providers/http';
import { toastSuccess } from '../../../providers/toast';

/** Adding under a parent (null: at the top level), or renaming and re-sorting an existing department. */
export type DeptDraft = { kind: 'add'; parent: DeptNode | null } | { kind: 'edit'; dept: DeptNode };

interface Props {
  draft: DeptDraft | null;
  onClose: () => void;
  onSaved: () => void;
}

export function DeptFormModal({ draft, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges(form, draft !== null);

  useEffect(() => {
    if (!draft) return;
    form.resetFields();
    if (draft.kind === 'edit') form.setFieldsValue({ name: draft.dept.name, sort: draft.dept.sort });
  }, [draft, form]);

  const title = !draft ? '' : draft.kind === 'edit' ? t('dept:editTitle', { name: draft.dept.name })
    : draft.parent ? t('dept:addTitle', { parent: draft.parent.name }) : t('dept:addRootTitle');

  const submit = async () => {
    if (!draft) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (draft.kind === 'edit') await api.post('dept/update', { ...values, id: draft.dept.id });
      else await api.post('dept/save', { ...values, parentId: draft.parent?.id ?? null });
      toastSuccess(t('crud.saved'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <AppModal open={draft !== null} title={title} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving} okText={t('actions.save')} cancelText={t('actions.cancel')}
      okButtonProps={{ 'data-testid': 'entity-save' } as never}>
      {draft?.kind === 'add' && draft.parent && (
        <Typography.Paragraph type="secondary">{t('dept:fields.parentId')}: {draft.parent.name}</Typography.Paragraph>
      )}
      <EntityForm onValuesChange={unsaved.onValuesChange} entity={deptEntity} mode={draft?.kind === 'edit' ? 'update' : 'create'} form={form} hidden={['parentId']} />
    </AppModal>
  );
}
