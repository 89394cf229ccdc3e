import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** Inline buttons while there are at most `inline`; beyond that the first stays and the rest fold into a menu. */
export function RowActions({ actions, name, inline = 2 }: { actions: readonly RowAction[]; name: string; inline?: number }) {
  const { t } = useTranslation('common');
  if (actions.length === 0) return null;
  const button = (a: RowAction) => (
    <Button key={a.key} type="link" size="small" danger={a.danger} disabled={a.disabled} onClick={a.onClick} data-testid={a.testId}>{a.label}</Button>
  );
  if (actions.length <= inline) return <Space size={0}>{actions.map(button)}</Space>;
  const [first, ...rest] = actions;
  return (
    <Space size={0}>
      {button(first)}
      <Dropdown trigger={['click']} menu={{
        items: rest.map((a) => ({ key: a.key, label: <span data-testid={a.testId}>{a.label}</span>, danger: a.danger, disabled: a.disabled })),
        onClick: ({ key }) => rest.find((a) => a.key === key)?.onClick(),
      }}>
        <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('columns.moreActions', { name })} data-testid="row-more" />
      </Dropdown>
    </Space>
  );
}

/** Width of the actions column for a number of inline actions, so it never covers data. */
export const actionsWidth = (count: number, inline = 2) => (count <= 0 ? 0 : count <= inline ? 24 + count * 72 : 24 + 72 + 40);
