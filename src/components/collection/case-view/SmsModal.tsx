import { useCustom } from '@refinedev/core';
import { Alert, Form, Select, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayLevel } from '../../../../common/collection/statuses';
import { MY_COLLECTION_SMS_TEMPLATES_URL, type CaseSmsTemplates } from '../../../../common/collection/my-collection';
import { TEMPLATE_STAGES } from '../../../../common/contact/template';
import type { CaseHeader } from '../../../../common/collection/my-collection-case';
import { AppModal } from '../../crud/AppModal';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

/**
 * A collection template SMS to the borrower: only the enabled collection templates that fit this case's stage, level
 * and merchant, each previewed as the customer will receive it — rendered on the server by the renderer of the send.
 * The recipient is the phone as the server gives it (masked for masked users).
 */
export function SmsModal({ header, open, onClose, onSent }: { header: CaseHeader; open: boolean; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('myCollection');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const { post, posting } = usePost();
  const { query } = useCustom<CaseSmsTemplates>({
    url: MY_COLLECTION_SMS_TEMPLATES_URL, method: 'get', config: { query: { caseId: header.id } },
    queryOptions: { enabled: open }, errorNotification: false,
  });
  const data = query.data?.data as CaseSmsTemplates | undefined;
  const templates = data?.templates ?? [];
  const chosen = templates.find((o) => o.id === templateId);
  const stageLabel = (stage: string | null) => {
    if (!stage) return t('sms.fitsAll');
    return (TEMPLATE_STAGES as readonly string[]).includes(stage) ? t(`sms.stages.${stage}`) : displayLevel(stage);
  };

  const send = async () => {
    if (!chosen?.preview) return;
    const result = await post<{ body: string }>('myCollection/sendSms', { caseId: header.id, templateId: chosen.id });
    toastSuccess(t('caseView.smsSent', { body: result.body }));
    setTemplateId(null);
    onSent();
  };

  return (
    <AppModal open={open} title={t('sms.title')} onCancel={onClose} okText={t('actions.send')} cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: !chosen?.preview, 'data-testid': 'sms-send' } as ButtonProps} confirmLoading={posting}
      onOk={send}>
      {!query.isLoading && data && templates.length === 0 && <Alert type="info" showIcon message={t('sms.noTemplates')} />}
      <Form layout="vertical">
        <Form.Item label={t('sms.template')}>
          <Select value={templateId ?? undefined} onChange={setTemplateId} loading={query.isLoading} data-testid="sms-template"
            options={templates.map((o) => ({ value: o.id, label: `${o.templateNo} · ${o.name} (${stageLabel(o.caseStage)})` }))} />
        </Form.Item>
        {chosen && (
          <Form.Item label={t('sms.preview')} extra={data ? <span data-testid="sms-to">{t('sms.to', { phone: data.phone })}</span> : undefined}>
            {chosen.preview === null
              ? <Alert type="warning" showIcon message={t('sms.notRenderable')} />
              : <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="sms-preview">{chosen.preview}</Typography.Paragraph>}
          </Form.Item>
        )}
      </Form>
    </AppModal>
  );
}
