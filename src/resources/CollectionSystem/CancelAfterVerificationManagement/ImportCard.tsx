import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITE_OFF_FILE_TYPE } from '../../../../common/money/write-off';
import type { WriteOffBatchRow } from '../../../../common/money/write-off-lists';
import { useBlobDownload } from '../../../components/files/useBlobDownload';
import { ImportResultTag } from './ImportTags';
import { useWriteOffImport } from './useWriteOffImport';

interface Props {
  canImport: boolean;
  onImported: (batch: WriteOffBatchRow) => void;
  onRows: (batch: WriteOffBatchRow) => void;
}

/** The template, the file to import and what the last import came to. */
export function ImportCard({ canImport, onImported, onRows }: Props) {
  const { t } = useTranslation('writeOff');
  const [last, setLast] = useState<WriteOffBatchRow | null>(null);
  const { download, downloading: fetching } = useBlobDownload();
  const importer = useWriteOffImport((batch) => { setLast(batch); onImported(batch); });
  const template = () => download('writeOff/template', t('batches.templateFileName'));

  return (
    <Card title={t('import.title')} data-testid="import-card">
      <Typography.Paragraph type="secondary" style={{ maxWidth: 880 }}>{t('import.hint')}</Typography.Paragraph>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={fetching} onClick={() => void template().catch(() => undefined)} data-testid="template-download">
          {t('import.template')}
        </Button>
        {canImport && (
          <Upload accept={WRITE_OFF_FILE_TYPE} showUploadList={false} disabled={importer.busy}
            beforeUpload={(file) => { importer.start(file); return Upload.LIST_IGNORE; }}>
            <Button type="primary" icon={<UploadOutlined />} loading={importer.busy} data-testid="import-choose">
              {importer.busy ? t('import.importing') : t('import.choose')}
            </Button>
          </Upload>
        )}
      </Space>
      {last && (
        <Alert style={{ marginTop: 16 }} showIcon type={last.result === 'success' ? 'success' : last.result === 'fail' ? 'error' : 'warning'} data-testid="last-batch"
          message={<Space wrap>{t('import.lastBatch', { batchNo: last.batchNo })}<ImportResultTag result={last.result} /></Space>}
          description={t('rows.summary', { file: last.fileName, ok: last.successRows, failed: last.failedRows, auto: last.autoWriteOffCount })}
          action={<Button size="small" onClick={() => onRows(last)} data-testid="last-batch-rows">{t('import.viewRows')}</Button>} />
      )}
    </Card>
  );
}
