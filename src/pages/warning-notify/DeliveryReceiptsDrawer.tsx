import type { ColumnsType } from 'antd/es/table';
import { Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMS_RECEIPTS_LIST_URL, type SmsReceiptRow } from '../../../common/contact/sms-receipt';
import { formatEat } from '../../../common/time';
import { ListTable, useListTable } from '../../components/list';

/** Accepted (it changed the message, or had nothing to change) or refused; the colour of each result. */
const RESULT_COLORS: Record<SmsReceiptRow['result'], string> = { applied: 'success', progress: 'processing', stale: 'default', unknown: 'warning', badSignature: 'error' };

function useReceiptColumns(): ColumnsType<SmsReceiptRow> {
  const { t } = useTranslation('header');
  return [
    {
      key: 'receivedAt', title: t('messages.receipts.columns.receivedAt'), width: 170,
      render: (_, row) => <>{formatEat(row.receivedAt)}{row.eventAt && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{t('messages.receipts.eventAt', { at: formatEat(row.eventAt) })}</Typography.Text>}</>,
    },
    { key: 'provider', title: t('messages.receipts.columns.provider'), dataIndex: 'provider', width: 110 },
    { key: 'status', title: t('messages.receipts.columns.status'), width: 120, render: (_, row) => (row.status ? t(`messages.receipts.statuses.${row.status}`, { defaultValue: row.status }) : '—') },
    { key: 'providerRef', title: t('messages.receipts.columns.providerRef'), width: 170, ellipsis: true, render: (_, row) => row.providerRef ?? '—' },
    {
      key: 'result', title: t('messages.receipts.columns.result'), width: 260,
      render: (_, row) => (
        <div data-testid="receipt-result">
          <Tag color={RESULT_COLORS[row.result]} style={{ whiteSpace: 'normal' }}>{t(`messages.receipts.results.${row.result}`)}</Tag>
          {row.reason && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{t('messages.receipts.reason', { reason: row.reason })}</Typography.Text>}
        </div>
      ),
    },
  ];
}

/** The delivery receipts providers posted for one message (signed ones and refused ones), newest first, paged. */
export function DeliveryReceiptsDrawer({ message, onClose }: { message: { id: number } | null; onClose: () => void }) {
  const { t } = useTranslation('header');
  const list = useListTable<SmsReceiptRow>({ url: SMS_RECEIPTS_LIST_URL, params: { outboxId: message?.id ?? 0 }, syncWithLocation: false, enabled: Boolean(message) });
  const columns = useReceiptColumns();
  return (
    <Drawer open={Boolean(message)} onClose={onClose} width={900} title={t('messages.receipts.title')} destroyOnHidden data-testid="receipts-drawer">
      <Typography.Paragraph type="secondary">{t('messages.receipts.note')}</Typography.Paragraph>
      <ListTable<SmsReceiptRow> rowKey="id" list={list} columns={columns} columnsKey="WarningNotify/receipts"
        rowName={(row) => row.receiptId ?? String(row.id)} data-testid="receipts-table" />
    </Drawer>
  );
}
