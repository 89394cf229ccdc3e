import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTalkTime } from '../../../../common/calls/call-record';
import { CUSTOMER_VIEW_LIMITS as LIMITS, type CustomerContactRow } from '../../../../common/customers/customer-manage';
import { formatEat } from '../../../../common/time';
import { SectionTable } from './SectionTable';

const DETAIL_WIDTH = 420;

/** Every call, message and collection contact the company made with the customer, newest first. */
export function ContactsTab({ rows }: { rows: CustomerContactRow[] }) {
  const { t } = useTranslation('customerManage');
  const resultOf = (r: CustomerContactRow) => {
    if (!r.status) return '—';
    if (r.kind !== 'call') return t(`options.contactStatus.${r.status}`, { defaultValue: r.status });
    const result = t(`common:callResult.${r.status}`, { defaultValue: r.status });
    return r.talkSeconds ? `${result} · ${formatTalkTime(r.talkSeconds)}` : result;
  };
  return (
    <SectionTable<CustomerContactRow> rowKey="key" rows={rows} limit={LIMITS.contacts} testId="customer-contacts" columns={[
      { key: 'at', title: t('columns.at'), render: (_, r) => formatEat(r.at), width: 170 },
      { key: 'kind', title: t('columns.kind'), render: (_, r) => t(`options.contactKind.${r.kind}`) },
      { key: 'channel', title: t('columns.channel'), render: (_, r) => t(`options.contactChannel.${r.channel}`, { defaultValue: r.channel }) },
      { key: 'staffName', title: t('columns.staffName'), render: (_, r) => r.staffName ?? '—' },
      { key: 'result', title: t('columns.result'), render: (_, r) => resultOf(r) },
      { key: 'detail', title: t('columns.detail'), width: DETAIL_WIDTH, render: (_, r) => <Typography.Paragraph ellipsis={{ rows: 2, tooltip: r.detail }} style={{ marginBottom: 0 }}>{r.detail ?? '—'}</Typography.Paragraph> },
    ]} />
  );
}
