import { Typography, theme } from 'antd';
import type { ComponentProps } from 'react';

type ScreenTitleProps = Omit<ComponentProps<typeof Typography.Title>, 'level'>;

/** A screen's one h1, styled like a card title (antd's level-4 heading) so that it sits in a card header. */
export function ScreenTitle({ style, ...props }: ScreenTitleProps) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={1} {...props}
      style={{ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, ...style }} />
  );
}
