/** ScheduleCaseManage's workload settings of a team (update code): the daily case capacity and the late grace. */
import { useCustom } from '@refinedev/core';
import { Alert, Flex, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CASE_MANAGE_BOUNDS, CASE_MANAGE_SETTINGS, CASE_MANAGE_URLS, type CaseManageSettings,
} from '../../../../common/schedule/case-manage';
import { AppModal } from '../../../components/crud/AppModal';
import { IntegerInput, integerRules } from '../../../components/inputs';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

interface Detail { values: CaseManageSettings; defaults: CaseManageSettings; saved: boolean }

export function SettingsModal({ teamId, teamName, open, onClose }: { teamId: number; teamName: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('schedule');
  const [form] = Form.useForm<CaseManageSettings>();
  const { post } = usePost({ invalidates: [CASE_MANAGE_URLS.settings, CASE_MANAGE_URLS.workload, CASE_MANAGE_URLS.check] });
  const { query } = useCustom<Detail>({ url: CASE_MANAGE_URLS.settings, method: 'get', config: { query: { teamId } }, queryOptions: { enabled: open } });
  const detail = query.data?.data;

  const save = async () => {
    const values = await form.validateFields();
    await post(CASE_MANAGE_URLS.saveSettings, { teamId, ...values });
    toastSuccess(t('caseManage.settings.saved'));
    onClose();
  };

  return (
    <AppModal open={open} title={t('caseManage.settings.title', { team: teamName })} okText={t('caseManage.settings.save')} onOk={save} onCancel={onClose}
      okButtonProps={{ disabled: !detail, 'data-testid': 'case-settings-save' } as never}>
      {detail && !detail.saved && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('caseManage.settings.usingDefaults')} />}
      {/* The form only once the saved values are in, so nothing typed is overwritten by them. */}
      {!detail ? <Flex justify="center"><Spin /></Flex> : (
        <Form<CaseManageSettings> form={form} layout="vertical" name="case-manage-settings" initialValues={detail.values}>
          {CASE_MANAGE_SETTINGS.map((field) => {
            const label = t(`caseManage.fields.${field}`);
            return (
              <Form.Item key={field} name={field} label={label}
                extra={`${t(`caseManage.hints.${field}`)} ${t('caseManage.default', { value: detail.defaults[field] })}`}
                rules={[{ required: true, message: t('errors:validation.required', { field: label }) }, ...integerRules(t, label, CASE_MANAGE_BOUNDS[field])]}>
                <IntegerInput style={{ maxWidth: 200 }} data-testid={`case-setting-${field}`} />
              </Form.Item>
            );
          })}
        </Form>
      )}
    </AppModal>
  );
}
