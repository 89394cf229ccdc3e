import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WriteOffBatchRow } from '../../../../common/money/write-off-lists';
import { formatEat } from '../../../../common/time';
import { Kes } from '../../../components/money';
import { ImportResultTag, ImportStatusTag } from './ImportTags';

interface Handlers {
  onRows: (batch: WriteOffBatchRow) => void;
  onErrors: (batch: WriteOffBatchRow) => void;
}

const count = (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{v}</span>;

/** The batch number opens its rows; the failed count offers the errors file. */
export function useBatchColumns({ onRows, onErrors }: Handlers): TableColumnType<WriteOffBatchRow>[] {
  const { t } = useTranslation('writeOff');
  return [
    {
      key: 'batchNo', title: t('fields.batchNo'), dataIndex: 'batchNo', fixed: 'left',
      render: (v: string, batch) => (
        <Space direction="vertical" size={0}>
          {batch.status === 'done'
            ? <Typography.Link strong onClick={() => onRows(batch)} data-testid="batch-rows">{v}</Typography.Link>
            : <Typography.Text strong>{v}</Typography.Text>}
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }} title={batch.fileName}>{batch.fileName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'importer', title: t('fields.importer'), dataIndex: 'importerName',
      render: (v: string | null, batch) => (
        <Space direction="vertical" size={0}>
          <span>{v ?? '—'}</span>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{formatEat(batch.createdAt)}</Typography.Text>
        </Space>
      ),
    },
    {
      // Status and result together: the result follows from a batch that is done.
      key: 'status', title: t('fields.statusResult'), dataIndex: 'status',
      render: (v: WriteOffBatchRow['status'], batch) => (
        <Space direction="vertical" size={4}>
          <Space size={4}><ImportStatusTag status={v} />{batch.result && <ImportResultTag result={batch.result} />}</Space>
          {batch.errorMessage && <Typography.Text type="danger" style={{ fontSize: 12, maxWidth: 240, display: 'inline-block' }}>{batch.errorMessage}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'totalRows', title: t('fields.totalRows'), dataIndex: 'totalRows', align: 'right', render: count },
    { key: 'successRows', title: t('fields.successRows'), dataIndex: 'successRows', align: 'right', render: count },
    {
      key: 'failedRows', title: t('fields.failedRows'), dataIndex: 'failedRows', align: 'right',
      render: (v: number, batch) => (v && batch.status === 'done' ? (
        <Space size={4}>
          <Typography.Text type="danger">{v}</Typography.Text>
          <Tooltip title={t('batches.downloadErrors')}>
            <Button size="small" type="text" icon={<DownloadOutlined />} aria-label={t('batches.downloadErrors')} onClick={() => onErrors(batch)} data-testid="batch-errors" />
          </Tooltip>
        </Space>
      ) : count(v)),
    },
    { key: 'autoWriteOffCount', title: t('fields.autoWriteOffCount'), dataIndex: 'autoWriteOffCount', align: 'right', render: count },
    { key: 'totalAmountCents', title: t('fields.totalAmountCents'), dataIndex: 'totalAmountCents', align: 'right', render: (v: number) => <Kes cents={v} /> },
    { key: 'appliedAmountCents', title: t('fields.appliedAmountCents'), dataIndex: 'appliedAmountCents', align: 'right', render: (v: number) => <Kes cents={v} strong /> },
  ];
}
