import { Typography } from 'antd';

/** A second, smaller line in a table cell (a time, a receipt, a name); nothing when there is no text. */
export const SecondaryText = ({ text }: { text: string | null | undefined }) =>
  (text ? <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{text}</Typography.Text> : null);
