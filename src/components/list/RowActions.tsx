import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInFlight } from '../../hooks/useInFlight';

export interface RowAction {
  key: string;
  label: ReactNode;
  /** A write returns its promise: the button then shows loading and ignores clicks until it settles (issue 32.1). */
  onClick: () => unknown;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** One inline action; a write it starts runs once at a time. */
function ActionButton({ action: a }: { action: RowAction }) {
  const [guard, busy] = useInFlight();
  const click = () => void guard(a.onClick).catch(() => undefined);
  return <Button type="link" size="small" danger={a.danger} disabled={a.disabled} loading={busy} onClick={click} data-testid={a.testId}>{a.label}</Button>;
}

/** Inline buttons while there are at most `inline`; beyond that the first stays and the rest fold into a menu. */
export function RowActions({ actions, name, inline = 2 }: { actions: readonly RowAction[]; name: string; inline?: number }) {
  const { t } = useTranslation('common');
  const [guardMenu, menuBusy] = useInFlight();
  if (actions.length === 0) return null;
  const button = (a: RowAction) => <ActionButton key={a.key} action={a} />;
  if (actions.length <= inline) return <Space size={0}>{actions.map(button)}</Space>;
  const [first, ...rest] = actions;
  return (
    <Space size={0}>
      {button(first)}
      <Dropdown trigger={['click']} menu={{
        items: rest.map((a) => ({ key: a.key, label: <span data-testid={a.testId}>{a.label}</span>, danger: a.danger, disabled: a.disabled })),
        onClick: ({ key }) => void guardMenu(() => rest.find((a) => a.key === key)?.onClick()).catch(() => undefined),
      }}>
        <Button type="link" size="small" icon={<MoreOutlined />} loading={menuBusy} aria-label={t('columns.moreActions', { name })} data-testid="row-more" />
      </Dropdown>
    </Space>
  );
}

/** Width of the actions column for a number of inline actions, so it never covers data. */
// A minimum: the table (max-content layout) widens the column to a longer label, so these fit the usual short
// labels ("Edit", "Delete", 编辑) and the menu's icon without spending width the data columns need at 1280 px.
export const actionsWidth = (count: number, inline = 2) => (count <= 0 ? 0 : count <= inline ? 16 + count * 60 : 16 + 60 + 32);
