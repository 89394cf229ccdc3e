/** The user's preferences for this browser (user_setting_info, spec section 3). */
import { Form, Modal, Radio, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_SCREEN_PX } from '../../../common/constants';
import type { UserSettingInfo } from '../../../common/storage-keys';
import { preferences } from '../../providers/storage';
import { toastSuccess } from '../../providers/toast';
import { useUnsavedChanges } from '../crud/useUnsavedChanges';
import { MODAL_PROPS } from './modal-props';

export interface SettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the saved settings so the shell can apply them at once. */
  onChange: (settings: UserSettingInfo) => void;
}

export function SettingsModal({ open, onClose, onChange }: SettingsModalProps) {
  const { t } = useTranslation('header');
  const [form] = Form.useForm<UserSettingInfo>();
  const unsaved = useUnsavedChanges(form, open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(preferences.getSettings());
  }, [open, form]);

  const save = (values: UserSettingInfo) => {
    const settings: UserSettingInfo = { ...preferences.getSettings(), ...values };
    preferences.setSettings(settings);
    onChange(settings);
    toastSuccess(t('settings.saved'));
    onClose();
  };

  return (
    <Modal
      {...MODAL_PROPS}
      open={open}
      title={t('settings.title')}
      onCancel={() => unsaved.askBeforeDiscarding(onClose)}
      onOk={() => form.submit()}
      okText={t('common:actions.save', { defaultValue: 'Save' })}
      cancelText={t('common:actions.cancel', { defaultValue: 'Cancel' })}
    >
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" onFinish={save} data-testid="settings-form">
        <Form.Item name="graphicVerificationIsOpenStatus" label={t('settings.graphicVerification')} valuePropName="checked"
          extra={t('settings.graphicVerificationHelp')}>
          <Switch checkedChildren={t('settings.on')} unCheckedChildren={t('settings.off')} />
        </Form.Item>
        <Form.Item name="miscellaneousFunctionIsOpenStatus" label={t('settings.miscellaneousFunctions')} valuePropName="checked"
          extra={t('settings.miscellaneousFunctionsHelp')}>
          <Switch checkedChildren={t('settings.on')} unCheckedChildren={t('settings.off')} />
        </Form.Item>
        <Form.Item name="menuStyle" label={t('settings.menuStyle')} extra={t('settings.menuStyleHelp', { width: NARROW_SCREEN_PX })}>
          <Radio.Group optionType="button" options={[
            { value: 'vertical', label: t('settings.menuVertical') },
            { value: 'crosswise', label: t('settings.menuCrosswise') },
          ]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
