import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useXlsxExport } from '../files/useXlsxExport';

interface Props {
  url: string;
  filter: Record<string, unknown>;
  total: number;
  fileName: string;
}

/** Exports the list's filtered rows to xlsx after a confirmation with their count. */
export function ExportButton({ url, filter, total, fileName }: Props) {
  const { t } = useTranslation('repay');
  const exporter = useXlsxExport('repay', { url, params: filter, total, fileName });
  return (
    <Button icon={<DownloadOutlined />} onClick={exporter.start} loading={exporter.exporting} disabled={!total} data-testid="list-export">
      {t('actions.export')}
    </Button>
  );
}
