import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's one h1, styled like a card title. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>{children}</Typography.Title>;
}
