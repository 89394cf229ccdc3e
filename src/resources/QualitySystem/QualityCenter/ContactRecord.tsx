import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTalkTime } from '../../../../common/calls/call-record';
import { formatEat } from '../../../../common/time';
import type { QualityReviewDetail } from './review-detail';

const shown = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

/** The reviewed contact as it was recorded, and its call (the call centre keeps no recording of a person's call). */
export function ContactRecord({ detail }: { detail: QualityReviewDetail }) {
  const { t } = useTranslation(['quality', 'collection', 'telemarketingWork', 'customerService']);
  const { contact, call } = detail;
  /** A stored value by its label in the first namespace that names it (a collection, telemarketing or service contact). */
  const label = (value: string | null | undefined, keys: string[]) =>
    (value === null || value === undefined || value === '' ? '—' : t(keys.map((k) => `${k}.${value}`), { defaultValue: value }));
  return (
    <>
      <Typography.Title level={5}>{t('text.contact')}</Typography.Title>
      {contact ? (
        <Descriptions size="small" column={2} bordered data-testid="quality-contact" items={[
          { key: 'contactAt', label: t('fields.contactAt'), children: formatEat(contact.at) },
          { key: 'customerName', label: t('fields.customerName'), children: shown(contact.customerName) },
          { key: 'phone', label: t('fields.phone'), children: shown(contact.phone) },
          { key: 'caseNo', label: t('fields.caseNo'), children: shown(contact.caseNo) },
          { key: 'channel', label: t('fields.channel'), children: label(contact.channel, ['collection:options.channel', 'telemarketingWork:options.channel']) },
          { key: 'target', label: t('fields.target'), children: label(contact.target, ['collection:options.target']) },
          { key: 'result', label: t('fields.result'), children: label(contact.result, ['collection:options.contactResult', 'customerService:options.resolution', 'common:callResult']) },
          {
            key: 'intent', label: t('fields.intent'),
            children: label(contact.intent ?? contact.reason, ['collection:options.customerIntent', 'telemarketingWork:options.intent', 'customerService:options.inCallReason']),
          },
          { key: 'remark', label: t('fields.remark'), span: 2, children: shown(contact.remark) },
        ]} />
      ) : <Alert type="warning" showIcon message={t('text.noContact')} />}
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('text.call')}</Typography.Title>
      {call ? (
        <>
          <Descriptions size="small" column={2} bordered items={[
            { key: 'provider', label: t('fields.provider'), children: call.provider },
            { key: 'providerRef', label: t('fields.providerRef'), children: shown(call.providerRef) },
            { key: 'callOutcome', label: t('fields.callOutcome'), children: label(call.outcome, ['common:callResult']) },
            { key: 'talkSeconds', label: t('fields.talkSeconds'), children: call.talkSeconds === null ? '—' : formatTalkTime(call.talkSeconds) },
          ]} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('text.noRecording')}</Typography.Paragraph>
        </>
      ) : <Typography.Paragraph type="secondary">{t('text.noCall')}</Typography.Paragraph>}
    </>
  );
}
