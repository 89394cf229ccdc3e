/** Columns the loan supermarket screens share. */
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatKes } from '../../../common/money';

type Row = Record<string, unknown>;

/** A long value cut to one line of the given width, whole in a tooltip, so the enable switch stays in view at 1280 px. */
export const clippedColumn = (maxWidth: number) => ({
  render: (value: unknown) => (value
    ? <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth }}>{String(value)}</Typography.Text>
    : '—'),
});

/** The app: the name the server joins, else its code. */
export const appColumn = { render: (_: unknown, row: Row) => String(row.appName ?? row.appCode) };

/** Minimum and maximum in one column, "KES 1,000.00 – KES 50,000.00". */
export const amountRangeColumn = (t: TFunction) => ({
  title: t('loanSupermarket:fields.amountRange'),
  render: (_: unknown, row: Row) => `${formatKes(Number(row.minAmountCents))} – ${formatKes(Number(row.maxAmountCents))}`,
});
