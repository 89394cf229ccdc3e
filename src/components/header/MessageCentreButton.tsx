/** The header bell: unread badge, and the drawer of the user's messages. */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDrawer } from './message/MessageDrawer';
import { useUnreadCount } from './message/useUnreadCount';

export function MessageCentreButton() {
  const { t } = useTranslation('header');
  const [open, setOpen] = useState(false);
  const { unread, refresh } = useUnreadCount();

  return (
    <>
      <Tooltip title={t('messages.title')}>
        <Badge count={unread} size="small" overflowCount={99}>
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label={t('messages.bell', { count: unread })}
            data-testid="message-centre-button"
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <MessageDrawer open={open} onClose={() => setOpen(false)} onRead={refresh} />
    </>
  );
}
