/**
 * DialTask's actions column: Call and Dispose as buttons on every row (a follow-up is one click away), the coupon
 * request and the history in the row's menu.
 */
import { MoreOutlined } from '@ant-design/icons';
import { Dropdown, Button, Space, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialTaskRow } from '../../../../common/telemarketing/dial';
import { RowActions, type RowAction } from '../../../components/list';
import { ACTIONS_KEY } from '../../../components/list/list-columns';
import { useInFlight } from '../../../hooks/useInFlight';

function MoreMenu({ actions, name }: { actions: RowAction[]; name: string }) {
  const { t } = useTranslation('common');
  const [guard, busy] = useInFlight();
  return (
    <Dropdown trigger={['click']} menu={{
      items: actions.map((a) => ({ key: a.key, label: <span data-testid={a.testId}>{a.label}</span>, danger: a.danger, disabled: a.disabled })),
      onClick: ({ key }) => void guard(() => actions.find((a) => a.key === key)?.onClick()).catch(() => undefined),
    }}>
      <Button type="link" size="small" icon={<MoreOutlined />} loading={busy} aria-label={t('columns.moreActions', { name })} data-testid="row-more" />
    </Dropdown>
  );
}

/** The column; `slots` is the most buttons a row shows (the menu counts as one), for its width. */
export function taskActionsColumn(title: string, inline: (row: DialTaskRow) => RowAction[], more: (row: DialTaskRow) => RowAction[], slots: number): TableColumnType<DialTaskRow> {
  return {
    key: ACTIONS_KEY, title, width: slots <= 0 ? 0 : 16 + slots * 56,
    render: (_, row) => {
      const rest = more(row);
      return (
        <Space size={0}>
          <RowActions actions={inline(row)} name={row.phone} />
          {rest.length > 0 && <MoreMenu actions={rest} name={row.phone} />}
        </Space>
      );
    },
  };
}
