import { ArrowRightOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from '../../../common/record-history';
import { historyValueText } from './history-value';
import styles from './history.module.css';

const MAX_VALUE_LENGTH = 120;

/** One field's change as words: "Remark: first → second", labels and choices from the record's namespace where it has one. */
export function ChangeList({ changes, namespace }: { changes: FieldChange[]; namespace?: string }) {
  const { t } = useTranslation('common');
  if (changes.length === 0) return <Typography.Text type="secondary">{t('history.noChanges')}</Typography.Text>;
  const shown = (field: string, value: unknown) => {
    const none = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    if (none) return <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>;
    const text = historyValueText(field, value, t, namespace);
    return text.length > MAX_VALUE_LENGTH ? <span title={text}>{`${text.slice(0, MAX_VALUE_LENGTH)}…`}</span> : text;
  };
  const label = (field: string) => (namespace ? t(`${namespace}:fields.${field}`, { defaultValue: field }) : field);
  return (
    <ul className={styles.changes} data-testid="history-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{label(c.field)}</Typography.Text>{': '}
          <span className={styles.before}>{shown(c.field, c.before)}</span>
          <ArrowRightOutlined className={styles.arrow} aria-label={t('history.changedTo')} />
          <span>{shown(c.field, c.after)}</span>
        </li>
      ))}
    </ul>
  );
}
