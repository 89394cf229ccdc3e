/** Saves the library's filter now in force as a named list (the name unique, at most 30 characters). */
import { Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_LIST_NAME_MAX } from '../../../../common/customer-service/distribution';
import type { FilterParams } from '../../../components/list';
import { AppModal } from '../../../components/crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { TextInput, maxLengthRule } from '../../../components/inputs';

export const SAVED_LISTS_URL = 'csListLibrary/savedLists';

export function SaveListModal({ filter, onClose }: { filter: FilterParams | null; onClose: () => void }) {
  const { t } = useTranslation('csCalling');
  const [form] = Form.useForm<{ name: string }>();
  const { post, posting } = usePost({ invalidates: [SAVED_LISTS_URL] });
  useEffect(() => { if (filter) form.resetFields(); }, [filter, form]);

  const save = async () => {
    const { name } = await form.validateFields();
    const saved = await post<{ name: string }>('csListLibrary/saveList', { name, filter });
    toastSuccess(t('messages.listSaved', { name: saved.name }));
    onClose();
  };

  return (
    <AppModal open={filter !== null} title={t('titles.saveList')} onCancel={onClose} confirmLoading={posting}
      okText={t('actions.save')} cancelText={t('actions.cancel')}
      onOk={save} okButtonProps={{ 'data-testid': 'cs-save-list-ok' } as never}>
      <Form form={form} layout="vertical" name="cs-save-list">
        <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, whitespace: true, message: t('errors.nameRequired') }, maxLengthRule(t, t('fields.name'), SAVED_LIST_NAME_MAX)]}>
          <TextInput max={SAVED_LIST_NAME_MAX} data-testid="cs-save-list-name" />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{t('hints.saveList')}</Typography.Text>
    </AppModal>
  );
}
