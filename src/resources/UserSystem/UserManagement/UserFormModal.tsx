import { Alert, Form } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userEntity } from '../../../../common/entities/user';
import { AppModal } from '../../../components/crud/AppModal';
import { EntityForm, formFields } from '../../../components/crud/EntityForm';
import { useFormColumns } from '../../../components/crud/form-layout';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { DepartmentTreeSelect } from './DepartmentTreeSelect';
import { LookupSelect } from './LookupSelect';
import { useServedMerchants } from './useServedMerchants';
import { NEW_USER_VALUES, changedFields, toFormValues } from './user-form-values';
import { displayName, type PasswordDelivery, type UserRow } from './user-row';
import styles from './user-management.module.css';

interface Props {
  /** The user being edited, or null to add one. */
  record: UserRow | null;
  open: boolean;
  onClose: () => void;
  /** A new user comes back with where their temporary password was sent. */
  onSaved: (created: (UserRow & PasswordDelivery) | null) => void;
}

/** Add or edit a user: every field, the declared rules, and on edit only the changed fields are sent. */
export function UserFormModal({ record, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { post, posting: saving } = usePost();
  const initial = useMemo(() => (record ? toFormValues(record) : NEW_USER_VALUES), [record]);
  const servedMerchants = useServedMerchants(form);
  const mode = record ? 'update' : 'create';
  const columns = useFormColumns(formFields(userEntity, mode).length);
  const unsaved = useUnsavedChanges(form, open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial);
  }, [open, initial, form]);

  const save = async () => {
    if (!record) {
      const values = await form.validateFields();
      return post<UserRow & PasswordDelivery>('user/save', values);
    }
    const changed = changedFields(form.getFieldsValue(), initial);
    if (Object.keys(changed).length === 0) return null;
    await form.validateFields(Object.keys(changed));
    await post('user/update', { ...changed, id: record.id });
    return null;
  };

  const submit = async () => {
    const created = await save();
    if (!created) toastSuccess(t('crud.saved'));
    onSaved(created);
  };

  const inputs = {
    deptId: <DepartmentTreeSelect />,
    merchantId: <LookupSelect kind="merchants" testId="field-merchantId" />,
    orgId: <LookupSelect kind="organizations" merchantIds={servedMerchants} testId="field-orgId" />,
  };

  return (
    <AppModal open={open} title={record ? t('user:titles.edit', { name: displayName(record) }) : t('user:titles.add')} wide={columns === 2}
      onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit} confirmLoading={saving}
      okText={t('actions.save')} cancelText={t('actions.cancel')} okButtonProps={{ 'data-testid': 'entity-save' } as never}>
      {!record && <Alert type="info" showIcon className={styles.notice} message={t('user:password.createNotice')} />}
      <EntityForm onValuesChange={unsaved.onValuesChange} entity={userEntity} mode={mode} form={form} inputs={inputs} columns={columns} />
    </AppModal>
  );
}
