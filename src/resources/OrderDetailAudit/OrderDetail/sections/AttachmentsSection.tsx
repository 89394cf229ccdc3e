import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatEat } from '../../../../../common/time';
import { EmptyState } from '../../../../components/table';
import { openBlob } from '../../../../components/files/useBlobDownload';
import type { OrderDetail } from '../order-detail.types';
import { SectionCard } from '../SectionCard';
import { AttachmentOpen } from './AttachmentOpen';

type Attachment = OrderDetail['sections']['attachments'][number];
const KB = 1024;

/** Opens the file in a new tab (useBlobDownload's openBlob sends the session's token). */
const openFile = (orderId: number, attachmentId: number) => openBlob('orderDetail/attachment', { orderId, attachmentId });

export function AttachmentsSection({ orderId, attachments }: { orderId: number; attachments: Attachment[] }) {
  const { t } = useTranslation('orderDetail');
  return (
    <SectionCard name="attachments">
      <Table<Attachment> rowKey="id" size="small" dataSource={attachments} pagination={false}
        locale={{ emptyText: <EmptyState description={t('empty.attachments')} /> }}
        columns={[
          { key: 'kind', title: t('fields.attachmentKind'), render: (_, r) => t(`attachmentKinds.${r.kind}`, { defaultValue: r.kind }) },
          { key: 'fileName', title: t('fields.fileName'), dataIndex: 'fileName' },
          { key: 'contentType', title: t('fields.contentType'), dataIndex: 'contentType' },
          { key: 'sizeBytes', title: t('fields.sizeBytes'), align: 'right', render: (_, r) => `${Math.ceil(r.sizeBytes / KB)} KB` },
          { key: 'createdAt', title: t('fields.createdAt'), render: (_, r) => formatEat(r.createdAt) },
          { key: 'open', title: '', render: (_, r) => (
            <AttachmentOpen id={r.id} kind={r.kind} onOpen={() => void openFile(orderId, r.id).catch(() => undefined)} />) },
        ]} />
    </SectionCard>
  );
}
