import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResult, ImportStatus } from '../../../../common/money/write-off-lists';

const STATUS_COLOURS: Record<ImportStatus, string> = { unfinished: 'default', processing: 'processing', done: 'green', error: 'red' };
const RESULT_COLOURS: Record<ImportResult, string> = { success: 'green', partialSuccess: 'orange', fail: 'red' };

export function ImportStatusTag({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('writeOff');
  return <Tag color={STATUS_COLOURS[status]} data-testid="batch-status">{t(`options.status.${status}`)}</Tag>;
}

export function ImportResultTag({ result }: { result: ImportResult | null }) {
  const { t } = useTranslation('writeOff');
  if (!result) return <>—</>;
  return <Tag color={RESULT_COLOURS[result]} data-testid="batch-result">{t(`options.result.${result}`)}</Tag>;
}
