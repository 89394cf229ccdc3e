import { HistoryOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordHistory } from './useRecordHistory';

interface Props {
  history: RecordHistory;
  id: string | number;
  /** How the record is named in the drawer's title. */
  name: string;
  /** An icon button, for narrow action columns. */
  icon?: boolean;
}

/** The History button of one row in a screen's own action column; nothing without the audit-view code. */
export function HistoryButton({ history, id, name, icon = false }: Props) {
  const { t } = useTranslation('common');
  const [action] = history.actions(id, name);
  if (!action) return null;
  if (!icon) return <Button size="small" type="link" onClick={action.onClick} data-testid="row-record-history">{t('history.action')}</Button>;
  return (
    <Tooltip title={t('history.action')}>
      <Button size="small" type="text" icon={<HistoryOutlined />} aria-label={t('history.action')} onClick={action.onClick} data-testid="row-record-history" />
    </Tooltip>
  );
}
