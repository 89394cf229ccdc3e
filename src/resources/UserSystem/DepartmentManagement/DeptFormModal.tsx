import { Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { deptEntity, type DeptNode } from '../../../../common/entities/dept';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { EntityForm } from '../../../components/crud/EntityForm';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { DEPT_TREE_URL } from './useDeptTree';

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
  const { post, posting: saving } = usePost({ invalidates: [DEPT_TREE_URL] });
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
    if (draft.kind === 'edit') await post('dept/update', { ...values, id: draft.dept.id });
    else await post('dept/save', { ...values, parentId: draft.parent?.id ?? null });
    toastSuccess(t('crud.saved'));
    onSaved();
  };

  return (
    <AppModal open={draft !== null} title={title} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit}
      confirmLoading={saving} okText={t('actions.save')} cancelText={t('actions.cancel')}
      okButtonProps={{ 'data-testid': 'entity-save' } as never}>
      {draft?.kind === 'add' && draft.parent && (
        <Typography.Paragraph type="secondary">{t('dept:fields.parentId')}: {draft.parent.name}</Typography.Paragraph>
      )}
      <EntityForm onValuesChange={unsaved.onValuesChange} entity={deptEntity} mode={draft?.kind === 'edit' ? 'update' : 'create'} form={form} hidden={['parentId']} />
    </AppModal>
  );
}
