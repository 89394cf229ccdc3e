/** Columns the AfterLoanSystem settings screens (accounts, routing, automatic rules) share. */
import { Typography } from 'antd';

type Row = Record<string, unknown>;

/** The merchant: the name the server joins, else the id. */
export const merchantColumn = { render: (_: unknown, row: Row) => String(row.merchantName ?? row.merchantId) };

/** A remark cut to one short line, whole in a tooltip, so that the enable switch stays in view at 1280 px. */
export const remarkColumn = {
  render: (value: unknown) => (value
    ? <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 180 }}>{String(value)}</Typography.Text>
    : '—'),
};
