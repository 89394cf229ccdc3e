import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { menuEntity, menuProblems, type MenuKind } from '../../../../common/entities/menu';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { EntityForm, formFields } from '../../../components/crud/EntityForm';
import { FieldInput } from '../../../components/crud/FieldInput';
import { useFormColumns } from '../../../components/crud/form-layout';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { MENU_TREE_URL, type MenuTreeRow } from './menu-tree';
import { ParentSelect } from './ParentSelect';

export interface MenuDraft {
  parentId: number | null;
  kind: MenuKind;
}

interface Props {
  open: boolean;
  /** The menu edited, or null to add one from `draft`. */
  editing: MenuTreeRow | null;
  draft: MenuDraft;
  tree: readonly MenuTreeRow[];
  byId: ReadonlyMap<number, MenuTreeRow>;
  onClose: () => void;
  onSaved: () => void;
}

/** Fields a kind does not use: a group has no code or link, a button no path, link or icon. */
const UNUSED: Record<MenuKind, readonly string[]> = { group: ['perms', 'externalUrl'], page: [], button: ['path', 'externalUrl', 'icon'] };
const EDITED = ['parentId', 'menuName', 'path', 'perms', 'externalUrl', 'sort', 'icon'] as const;

/** Add or edit a menu; the rules that involve several fields are checked here and again by the server. */
export function MenuModal({ open, editing, draft, tree, byId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { post, posting: saving } = usePost({ invalidates: [MENU_TREE_URL] });
  const watchedKind = Form.useWatch<MenuKind | undefined>('kind', form);
  const kind = editing?.kind ?? watchedKind ?? draft.kind;
  const locked = editing?.declared ?? false;
  const unsaved = useUnsavedChanges(form, open);
  const mode = editing ? 'update' : 'create';
  const columns = useFormColumns(formFields(menuEntity, mode, UNUSED[kind]).length);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(editing ? Object.fromEntries(EDITED.map((f) => [f, editing[f]])) : { ...draft, sort: 0 });
  }, [open, editing, draft, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const parentId = (values.parentId as number | null | undefined) ?? null;
    const problems = menuProblems({ kind, path: values.path, perms: values.perms, parentKind: parentId === null ? null : byId.get(parentId)?.kind ?? null });
    if (problems.length > 0) {
      form.setFields(problems.map((p) => ({ name: p.field, errors: [t(p.message)] })));
      return;
    }
    const body = { ...values, parentId };
    await post(editing ? 'menu/update' : 'menu/save', editing ? { ...body, id: editing.id } : body);
    toastSuccess(t('crud.saved'));
    onSaved();
  };

  const lockedInput = (name: 'path' | 'perms') => <FieldInput entity={menuEntity} name={name} field={menuEntity.fields[name]} disabled />;
  return (
    <AppModal open={open} title={editing ? t('menu:admin.editTitle', { name: editing.label }) : t('menu:admin.addTitle')}
      onCancel={() => unsaved.askBeforeDiscarding(onClose)}
      onOk={submit} confirmLoading={saving} okText={t('actions.save')} cancelText={t('actions.cancel')}
      width={560} wide={columns === 2} okButtonProps={{ 'data-testid': 'entity-save' } as never}>
      {locked && <Alert type="info" showIcon message={t('menu:admin.declaredNotice')} style={{ marginBottom: 16 }} />}
      <EntityForm onValuesChange={unsaved.onValuesChange} entity={menuEntity} mode={mode} form={form} hidden={UNUSED[kind]} columns={columns}
        inputs={{
          parentId: <ParentSelect tree={tree} kind={kind} movingId={editing?.id} />,
          ...(locked ? { path: lockedInput('path'), perms: lockedInput('perms') } : {}),
        }} />
    </AppModal>
  );
}
