import { useCustom } from '@refinedev/core';
import { Alert, Form, Select, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseHeader } from '../../../../common/collection/my-collection-case';
import { AppModal } from '../../crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

interface TemplateOption { id: number; templateNo: string; name: string; content: string; channel: string; contactType: string }

/** A collection template SMS to the borrower: only the enabled collection templates of the case's merchant; the server renders and sends it. */
export function SmsModal({ header, open, onClose, onSent }: { header: CaseHeader; open: boolean; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('myCollection');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const { post, posting } = usePost();
  const { query } = useCustom<TemplateOption[]>({
    url: 'messageTemplate/options', method: 'get', config: { query: { node: 'collection', merchantId: header.merchantId, channel: 'sms' } },
    queryOptions: { enabled: open }, errorNotification: false,
  });
  const templates = ((query.data?.data as TemplateOption[] | undefined) ?? []).filter((o) => o.contactType === 'borrower');
  const chosen = templates.find((o) => o.id === templateId);

  const send = async () => {
    if (!templateId) return;
    const result = await post<{ body: string }>('myCollection/sendSms', { caseId: header.id, templateId });
    toastSuccess(t('caseView.smsSent', { body: result.body }));
    setTemplateId(null);
    onSent();
  };

  return (
    <AppModal open={open} title={t('sms.title')} onCancel={onClose} okText={t('actions.send')} cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: !templateId, 'data-testid': 'sms-send' } as ButtonProps} confirmLoading={posting}
      onOk={send}>
      {!query.isLoading && templates.length === 0 && <Alert type="info" showIcon message={t('sms.noTemplates')} />}
      <Form layout="vertical">
        <Form.Item label={t('sms.template')}>
          <Select value={templateId ?? undefined} onChange={setTemplateId} loading={query.isLoading} data-testid="sms-template"
            options={templates.map((o) => ({ value: o.id, label: `${o.templateNo} · ${o.name}` }))} />
        </Form.Item>
        {chosen && (
          <Form.Item label={t('sms.preview')}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="sms-preview">{chosen.content}</Typography.Paragraph>
          </Form.Item>
        )}
      </Form>
    </AppModal>
  );
}
