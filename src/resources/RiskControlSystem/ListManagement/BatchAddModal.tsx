import { Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitValues } from '../../../../common/entities/risk-list';
import { LIST_SUBJECTS, LIST_TYPES } from '../../../../common/risk/variables';
import { normalisePhone } from '../../../../common/validators';
import { AppModal } from '../../../components/crud/AppModal';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { EatInstantPicker } from '../../../components/time/EatInstantPicker';
import { usePost } from '../../../hooks/usePost';
import { listValue } from './list-row';
import { TextArea, maxLengthRule } from '../../../components/inputs';

type Result = Record<string, string> & { result: 'added' | 'duplicate' | 'invalid' };
const RESULT_COLORS = { added: 'green', duplicate: 'gold', invalid: 'red' } as const;

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Pastes many values onto one list at once and shows, value by value, what happened; the list behind refetches. */
export function BatchAddModal({ open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { post, posting: saving } = usePost();
  const [outcome, setOutcome] = useState<{ added: number; results: Result[] } | null>(null);
  const options = (field: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`riskList:options.${field}.${v}`) }));
  const required = { required: true, message: t('errors:validation.required') };
  // Once saved, the outcome is shown and closing loses nothing.
  const unsaved = useUnsavedChanges(form, open && outcome === null);

  const submit = async () => {
    const values = await form.validateFields();
    const expiresAt = (values.expiresAt as string | null | undefined) ?? undefined;
    // Phones pasted as 0712345678 or +254712345678 are stored as 254 and nine digits, as typed one by one.
    const pasted = values.subjectType === 'phone' ? splitValues(values.values as string).map((v) => normalisePhone(v) ?? v).join('\n') : values.values;
    setOutcome(await post('riskList/batchSave', { ...values, values: pasted, expiresAt }));
  };
  const close = () => { setOutcome(null); form.resetFields(); onClose(); };

  return (
    <AppModal open={open} title={t('riskList:batch.title')} onCancel={() => unsaved.askBeforeDiscarding(close)} width="45%" confirmLoading={saving}
      okText={t('actions.save')} cancelText={t('actions.cancel')} onOk={submit}
      okButtonProps={{ disabled: outcome !== null, 'data-testid': 'batch-save' } as never}>
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" initialValues={{ listType: 'black', subjectType: 'phone' }}>
        <Form.Item name="listType" label={t('riskList:fields.listType')} rules={[required]}><Select options={options('listType', LIST_TYPES)} /></Form.Item>
        <Form.Item name="subjectType" label={t('riskList:fields.subjectType')} rules={[required]}><Select options={options('subjectType', LIST_SUBJECTS)} /></Form.Item>
        <Form.Item name="values" label={t('riskList:fields.values')} rules={[required]} extra={t('riskList:hints.values')}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} data-testid="batch-values" />
        </Form.Item>
        <Form.Item name="reason" label={t('riskList:fields.reason')} rules={[maxLengthRule(t, t('riskList:fields.reason'), 200)]}><TextArea max={200} /></Form.Item>
        <Form.Item name="expiresAt" label={t('riskList:fields.expiresAt')}><EatInstantPicker /></Form.Item>
      </Form>
      {outcome && (
        <>
          <Typography.Text strong>{t('riskList:batch.summary', { added: outcome.added, total: outcome.results.length })}</Typography.Text>
          <Table<Result> size="small" rowKey={(_, i) => String(i)} dataSource={outcome.results} pagination={false} scroll={{ y: 240 }}
            columns={[
              { key: 'value', title: t('riskList:fields.value'), render: (_, row) => listValue(row) },
              { key: 'result', title: '', render: (_, row) => <Tag color={RESULT_COLORS[row.result]}>{t(`riskList:batch.result.${row.result}`)}</Tag> },
            ]} />
        </>
      )}
    </AppModal>
  );
}
