import { Tag, type TableColumnType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cellValue, type RepayColumn } from '../../../common/money/repay-columns';
import { formatEat } from '../../../common/time';
import { Kes } from './Kes';

const TAG_COLORS: Record<string, string> = {
  unpaid: 'default', partial: 'blue', settled: 'green', extended: 'purple', valid: 'green', rolledBack: 'red',
};

/** Table columns from the declared list columns: money as KES, times in EAT, labels translated and tagged. */
export function useRepayColumns<T extends object>(columns: readonly RepayColumn[]): TableColumnType<T>[] {
  const { t } = useTranslation();
  return useMemo(() => columns.map((c): TableColumnType<T> => ({
    key: c.key,
    title: t(c.title),
    align: c.kind === 'money' || c.kind === 'int' ? 'right' : undefined,
    render: (_, row) => {
      const value = cellValue(row, c.key);
      if (value === null || value === undefined || value === '') return '—';
      switch (c.kind) {
        case 'money': return <Kes cents={Number(value)} />;
        case 'time': return <span style={{ whiteSpace: 'nowrap' }}>{formatEat(value as string)}</span>;
        case 'day': return <span style={{ whiteSpace: 'nowrap' }}>{String(value)}</span>;
        case 'flag': return value ? <Tag color="orange">{t('crud.yes')}</Tag> : t('crud.no');
        case 'label': return TAG_COLORS[String(value)]
          ? <Tag color={TAG_COLORS[String(value)]}>{t(`repay:${c.labels}.${String(value)}`)}</Tag>
          : t(`repay:${c.labels}.${String(value)}`);
        default: return String(value);
      }
    },
  })), [columns, t]);
}
