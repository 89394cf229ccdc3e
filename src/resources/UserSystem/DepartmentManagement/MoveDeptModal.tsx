import { Alert, Form, TreeSelect, type TreeSelectProps } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '../../../../common/entities/dept';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { subtreeIds } from './dept-tree';
import { DEPT_TREE_URL } from './useDeptTree';

/** The tree select's value for "no parent". */
const TOP_LEVEL = 0;

interface Props {
  dept: DeptNode | null;
  tree: readonly DeptNode[];
  onClose: () => void;
  onSaved: () => void;
}

/** Choose a new parent; the department itself and its descendants are greyed out (the server checks again). */
export function MoveDeptModal({ dept, tree, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ parentId: number }>();
  const { post, posting: saving } = usePost({ invalidates: [DEPT_TREE_URL] });
  const unsaved = useUnsavedChanges(form, dept !== null);

  useEffect(() => {
    if (dept) form.setFieldsValue({ parentId: dept.parentId ?? TOP_LEVEL });
  }, [dept, form]);

  const treeData = useMemo<NonNullable<TreeSelectProps['treeData']>>(() => {
    const blocked = dept ? subtreeIds(dept) : new Set<number>();
    const toOption = (node: DeptNode): NonNullable<TreeSelectProps['treeData']>[number] =>
      ({ value: node.id, title: node.name, disabled: blocked.has(node.id), children: node.children.map(toOption) });
    return [{ value: TOP_LEVEL, title: t('dept:topLevel'), children: [] }, ...tree.map(toOption)];
  }, [dept, tree, t]);

  const submit = async () => {
    if (!dept) return;
    const { parentId } = await form.validateFields();
    await post('dept/move', { id: dept.id, parentId: parentId === TOP_LEVEL ? null : parentId });
    toastSuccess(t('dept:moved'));
    onSaved();
  };

  return (
    <AppModal open={dept !== null} title={dept ? t('dept:moveTitle', { name: dept.name }) : ''} onCancel={() => unsaved.askBeforeDiscarding(onClose)}
      onOk={submit} confirmLoading={saving} okText={t('actions.save')} cancelText={t('actions.cancel')}
      okButtonProps={{ 'data-testid': 'entity-save' } as never}>
      <Alert type="info" showIcon message={t('dept:moveHint')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark>
        <Form.Item name="parentId" label={t('dept:newParent')} rules={[{ required: true, message: t('errors:validation.required') }]}>
          <TreeSelect treeData={treeData} treeDefaultExpandAll showSearch treeNodeFilterProp="title" data-testid="dept-new-parent"
            popupMatchSelectWidth={false} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
