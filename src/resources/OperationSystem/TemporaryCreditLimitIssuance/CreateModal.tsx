import { UploadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Form, Select, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMP_LIMIT_FILE_MAX_BYTES, TEMP_LIMIT_FILE_TYPES, TEMP_LIMIT_MAX_SETTLED } from '../../../../common/coupons/temp-limit';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { KesInput } from '../../../components/money/KesInput';
import { EatInstantPicker } from '../../../components/time/EatInstantPicker';
import { IntegerInput, TextArea, TextInput, integerRules, maxLengthRule, moneyRule } from '../../../components/inputs';

export interface CreateValues { name: string; amountCents: string; /** The UTC instant (ISO), picked in EAT. */
  expiresAt: string; remark?: string; fileName: string; content: string; audienceMinSettled: number | null; audienceLevels: string[] | null }

interface Props { open: boolean; onClose: () => void; onSubmit: (values: CreateValues) => Promise<unknown> }

function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** A new task: name, amount, expiry, remark, the declared audience (checked before approval) and the customer list (xlsx or csv, a phone per row). */
export function CreateModal({ open, onClose, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [file, setFile] = useState<{ fileName: string; content: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const unsaved = useUnsavedChanges(form, open);
  const levels = useCustom<{ value: string; label: string }[]>({
    url: 'getSelectOptionRespDtos/MODEL_LEVEL', method: 'get', config: { query: { lng: i18n.language } }, queryOptions: { enabled: open, staleTime: 5 * 60_000 },
  });
  const levelOptions = Array.isArray(levels.result.data) ? levels.result.data : [];
  useEffect(() => { if (open) { form.resetFields(); setFile(null); setFileError(null); } }, [open, form]);
  const label = (field: string) => t(`tempLimit:fields.${field}`);
  const required = (field: string) => ({ required: true, message: t('errors:validation.required', { field: label(field) }) });

  const choose = async (chosen: File) => {
    if (chosen.size > TEMP_LIMIT_FILE_MAX_BYTES) { setFileError(t('tempLimit:errors.fileTooBig')); return; }
    setFile({ fileName: chosen.name, content: await readBase64(chosen) });
    setFileError(null);
  };
  const submit = async () => {
    const values = await form.validateFields();
    if (!file) { setFileError(t('tempLimit:errors.noFile')); return; }
    setSaving(true);
    const audienceMinSettled = values.audienceMinSettled === undefined || values.audienceMinSettled === null || values.audienceMinSettled === '' ? null : Number(values.audienceMinSettled);
    try { await onSubmit({ ...values, audienceMinSettled, audienceLevels: values.audienceLevels?.length ? values.audienceLevels : null, ...file }); } finally { setSaving(false); }
  };

  return (
    <AppModal open={open} title={t('tempLimit:titles.create')} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit}
      confirmLoading={saving} okText={t('actions.confirm')} cancelText={t('actions.cancel')} okButtonProps={{ 'data-testid': 'create-ok' } as never}>
      <Alert type="info" showIcon message={t('tempLimit:hints.create')} style={{ marginBottom: 16 }} />
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark>
        <Form.Item name="name" label={label('name')} rules={[{ ...required('name'), whitespace: true }, maxLengthRule(t, label('name'), 30)]}><TextInput max={30} data-testid="field-name" /></Form.Item>
        <Form.Item name="amountCents" label={label('amountCents')} rules={[required('amountCents'), moneyRule(t)]}><KesInput data-testid="field-amount" /></Form.Item>
        <Form.Item name="expiresAt" label={label('expiresAt')} rules={[required('expiresAt')]}><EatInstantPicker data-testid="field-expiresAt" /></Form.Item>
        <Form.Item name="remark" label={label('remark')} rules={[maxLengthRule(t, label('remark'), 200)]}><TextArea autoSize={{ minRows: 2, maxRows: 4 }} max={200} /></Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{t('tempLimit:hints.audience')}</Typography.Paragraph>
        <Space.Compact block>
          <Form.Item name="audienceMinSettled" label={label('audienceMinSettled')} style={{ flex: 1, marginRight: 12 }}
            rules={integerRules(t, label('audienceMinSettled'), { min: 0, max: TEMP_LIMIT_MAX_SETTLED })}>
            <IntegerInput data-testid="field-audienceMinSettled" />
          </Form.Item>
          <Form.Item name="audienceLevels" label={label('audienceLevels')} style={{ flex: 1 }}>
            <Select<string[]> mode="multiple" allowClear loading={levels.query.isLoading} data-testid="field-audienceLevels"
              options={levelOptions.map((o) => ({ value: String(o.value), label: `${o.value} · ${o.label}` }))} />
          </Form.Item>
        </Space.Compact>
        <Form.Item label={label('fileName')} required validateStatus={fileError ? 'error' : undefined} help={fileError ?? file?.fileName}>
          <Upload accept={TEMP_LIMIT_FILE_TYPES} showUploadList={false} beforeUpload={(chosen) => { void choose(chosen); return Upload.LIST_IGNORE; }}>
            <Button icon={<UploadOutlined />} data-testid="field-file">{t('tempLimit:actions.chooseFile')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </AppModal>
  );
}
