import { Typography } from 'antd';
import { formatKes } from '../../../common/money';

/** An amount of cents as KES with thousands separators, digits aligned; an empty cell for no amount. */
export function Kes({ cents, strong, type }: { cents: number | null | undefined; strong?: boolean; type?: 'danger' | 'success' | 'secondary' }) {
  if (cents === null || cents === undefined) return null;
  return (
    <Typography.Text strong={strong} type={type} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatKes(cents)}
    </Typography.Text>
  );
}
