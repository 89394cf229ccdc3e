import { Typography, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readValue, type ListColumn, type ListValue } from '../../../common/lists/declared-columns';
import { formatKes } from '../../../common/money';
import { formatEat } from '../../../common/time';
import { SecondaryText } from '../money-actions/SecondaryText';

/** What a screen sets on a declared column: a link, a tag, a width, a fixed side. */
export type ColumnLook<R> = Pick<TableColumnType<R>, 'render' | 'width' | 'fixed' | 'ellipsis' | 'align'>;

/** A value as the table shows it: money as KES, times in EAT, labels translated (unknown ones as they came); null when empty. */
function shownValue<R>(t: TFunction, row: R, value: ListValue<R>): string | null {
  const raw = readValue(row, value);
  if (raw === null || raw === undefined || raw === '') return null;
  switch (value.kind) {
    case 'money': return formatKes(Number(raw));
    case 'time': return formatEat(raw as string) || null;
    case 'label': return t(`${value.labels}.${String(raw)}`, { defaultValue: String(raw) });
    default: return String(raw);
  }
}

/**
 * The table's columns from a list's declared columns (common/lists/declared-columns.ts): each column's title, and
 * by default its first value (a dash when empty) over the others; `looks` gives what is special to the screen.
 */
export function useDeclaredColumns<R, K extends string>(columns: readonly ListColumn<R, K>[], looks: Partial<Record<K, ColumnLook<R>>>): TableColumnType<R>[] {
  const { t } = useTranslation();
  return useMemo(() => columns.map((column): TableColumnType<R> => {
    const [main, ...rest] = column.values;
    const look = looks[column.key];
    // An ellipsis column cuts its text at its width (the whole of it in a tooltip), whatever the table's layout.
    const cut = look?.ellipsis && typeof look.width === 'number' ? look.width : null;
    return {
      key: column.key,
      title: column.title.map((key) => t(key)).join(' / '),
      align: main.kind === 'money' || main.kind === 'int' ? 'right' : undefined,
      render: (_, row) => {
        const text = shownValue(t, row, main) ?? '—';
        return (
          <>
            {cut ? <Typography.Text style={{ maxWidth: cut - 16 }} ellipsis={{ tooltip: text }}>{text}</Typography.Text> : text}
            {rest.map((value) => <SecondaryText key={value.path} text={shownValue(t, row, value)} />)}
          </>
        );
      },
      ...look,
    };
  }), [columns, looks, t]);
}
