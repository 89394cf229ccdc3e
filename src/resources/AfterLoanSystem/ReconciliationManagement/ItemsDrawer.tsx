import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReconciliationRunRow } from '../../../../common/money/reconciliation';
import { useXlsxExport } from '../../../components/files/useXlsxExport';
import { RunItems } from './RunItems';

interface Props {
  run: ReconciliationRunRow | null;
  canExport: boolean;
  onClose: () => void;
}

/** One run's items and the export of all of them; the list starts afresh for each run. */
export function ItemsDrawer({ run, canExport, onClose }: Props) {
  const { t } = useTranslation('reconciliation');
  const exporter = useXlsxExport('reconciliation', { url: `reconciliation/export/${run?.id ?? 0}`, fileName: `reconciliation-${run?.channel}-${run?.day}` });
  return (
    <Drawer open={run !== null} onClose={onClose} width="90%" destroyOnHidden data-testid="items-drawer"
      title={run && t('items.title', { channel: t(`options.channel.${run.channel}`), day: run.day })}
      extra={run && canExport && (
        <Button icon={<DownloadOutlined />} loading={exporter.exporting} onClick={exporter.start} data-testid="run-export">
          {t('actions.export')}
        </Button>
      )}>
      {run && <RunItems key={run.id} run={run} />}
    </Drawer>
  );
}
