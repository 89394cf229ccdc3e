/** The user's own messages, newest first; the unread ones shown are marked read on the server. */
import { Button, Drawer, List } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGE_SIZE_OPTIONS } from '../../../../common/constants';
import { screen } from '../../../../common/routes';
import { usePost } from '../../../hooks/usePost';
import { useListTable } from '../../list';
import { EmptyState, LoadErrorAlert } from '../../table';
import { rethrowUnlessShown } from '../api-errors';
import { MessageListItem } from './MessageListItem';
import type { OutboxMessage } from './message.types';

const DRAWER_PAGE_SIZE = PAGE_SIZE_OPTIONS[0];
const MINE = { scope: 'mine' };
const MESSAGE_CENTRE_PATH = screen('WarningNotify').path;

export interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Called after messages were marked read, so the badge can refresh. */
  onRead: () => void;
}

export function MessageDrawer({ open, onClose, onRead }: MessageDrawerProps) {
  const { t } = useTranslation('header');
  const navigate = useNavigate();
  const list = useListTable<OutboxMessage>({ url: 'message/list', params: MINE, pageSize: DRAWER_PAGE_SIZE, syncWithLocation: false, enabled: open });
  const { post } = usePost();
  const marked = useRef(new Set<number>());

  useEffect(() => {
    if (!open || list.loading) return;
    const ids = list.records.filter((m) => !m.readAt && !marked.current.has(m.id)).map((m) => m.id);
    if (ids.length === 0) return;
    for (const id of ids) marked.current.add(id);
    post('message/read', { ids }).then(onRead, (error: unknown) => {
      for (const id of ids) marked.current.delete(id);
      rethrowUnlessShown(error);
    });
  }, [open, list.loading, list.records, onRead, post]);

  const openMessageCentre = () => {
    onClose();
    navigate(MESSAGE_CENTRE_PATH);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={520}
      title={t('messages.title')}
      extra={<Button type="link" onClick={openMessageCentre} data-testid="open-message-centre">{t('messages.openCentre')}</Button>}
    >
      {list.error && <LoadErrorAlert error={list.error} onRetry={list.reload} />}
      <List<OutboxMessage>
        loading={list.loading}
        dataSource={list.records}
        rowKey="id"
        locale={{ emptyText: <EmptyState description={t('messages.empty')} /> }}
        pagination={list.total > 0 ? { ...list.pagination.paginationProps(), size: 'small', align: 'center' } : false}
        renderItem={(message) => <MessageListItem message={message} />}
      />
    </Drawer>
  );
}
