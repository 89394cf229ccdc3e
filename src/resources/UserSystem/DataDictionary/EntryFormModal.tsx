import { Col, Divider, Form, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { editableFields, fieldLabelKey } from '../../../../common/crud/entity';
import { CRUD_MESSAGES, isJsonText } from '../../../../common/crud/schema';
import type { DictItemNode } from '../../../../common/entities/dict';
import { AppModal } from '../../../components/crud/AppModal';
import { fieldRules } from '../../../components/crud/field-rules';
import { FieldInput } from '../../../components/crud/FieldInput';
import { useFormColumns } from '../../../components/crud/form-layout';
import { useUnsavedChanges } from '../../../components/crud/useUnsavedChanges';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { entryLabels, type DictTypeRow } from './dict-rows';
import { ENTRY_READS } from './useEntryTree';

/** Adding to a type (under a parent entry, or at its top), or editing an entry. */
export type EntryDraft = { kind: 'add'; type: DictTypeRow; parent: DictItemNode | null } | { kind: 'edit'; type: DictTypeRow; entry: DictItemNode };

const MAIN = ['itemKey', 'labelDefault', 'valueType', 'sort', 'itemValue', 'remark'] as const;
const TRANSLATIONS = ['labelEn', 'labelZh', 'labelSw', 'labelVi'] as const;
const WIDE = new Set(['itemValue', 'remark']);

interface Props {
  draft: EntryDraft | null;
  onClose: () => void;
  onSaved: () => void;
}

export function EntryFormModal({ draft, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { post, posting: saving } = usePost({ invalidates: ENTRY_READS });
  const fields = Object.fromEntries(editableFields(entryLabels, draft?.kind === 'edit' ? 'update' : 'create'));
  const columns = useFormColumns(MAIN.length + TRANSLATIONS.length);
  const unsaved = useUnsavedChanges(form, draft !== null);

  useEffect(() => {
    if (!draft) return;
    form.resetFields();
    form.setFieldsValue(draft.kind === 'edit'
      ? Object.fromEntries(Object.entries(draft.entry).filter(([, v]) => v !== null))
      : { valueType: 'text' });
  }, [draft, form]);

  /** The value must parse as JSON while the value type is JSON: the same rule and message as the server's. */
  const jsonRule: Rule = ({ getFieldValue }) => ({
    validator: async (_, value?: string) => {
      if (getFieldValue('valueType') === 'json' && value && !isJsonText(value)) {
        throw new Error(t(`errors:${CRUD_MESSAGES.json}`, { field: t(fieldLabelKey(entryLabels, 'itemValue')) }));
      }
    },
  });

  const item = (name: string) => (
    <Col key={name} span={columns === 2 && !WIDE.has(name) ? 12 : 24}>
      <Form.Item name={name} label={t(fieldLabelKey(entryLabels, name))} extra={fields[name].hint ? t(fields[name].hint) : undefined}
        rules={[...fieldRules(entryLabels, name, fields[name], t), ...(name === 'itemValue' ? [jsonRule] : [])]}
        dependencies={name === 'itemValue' ? ['valueType'] : undefined}>
        <FieldInput entity={entryLabels} name={name} field={fields[name]} />
      </Form.Item>
    </Col>
  );

  const title = !draft ? '' : draft.kind === 'edit' ? t('dict:editEntryTitle', { key: draft.entry.itemKey })
    : draft.parent ? t('dict:addChildTitle', { parent: draft.parent.itemKey }) : t('dict:addEntryTitle', { type: draft.type.dictKey });

  const submit = async () => {
    if (!draft) return;
    const values = await form.validateFields();
    if (draft.kind === 'edit') await post('dictItem/update', { ...values, id: draft.entry.id });
    else await post('dictItem/save', { ...values, typeId: draft.type.id, parentId: draft.parent?.id ?? null });
    toastSuccess(t('crud.saved'));
    onSaved();
  };

  return (
    <AppModal open={draft !== null} title={title} wide={columns === 2} onCancel={() => unsaved.askBeforeDiscarding(onClose)} onOk={submit}
      confirmLoading={saving} okText={t('actions.save')} cancelText={t('actions.cancel')} okButtonProps={{ 'data-testid': 'entity-save' } as never}>
      <Form form={form} onValuesChange={unsaved.onValuesChange} layout="vertical" requiredMark data-testid="entity-form">
        <Row gutter={16}>{MAIN.map(item)}</Row>
        <Divider orientation="left" plain style={{ marginTop: 0 }}>{t('dict:translations')}</Divider>
        <Typography.Paragraph type="secondary">{t('dict:translationsHint')}</Typography.Paragraph>
        <Row gutter={16}>{TRANSLATIONS.map(item)}</Row>
      </Form>
    </AppModal>
  );
}
