import { CalendarOutlined, KeyOutlined, LogoutOutlined, SafetyOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSettingInfo } from '../../../common/storage-keys';
import type { UserInfo } from '../../providers/storage';
import { ChangePasswordModal } from '../header/ChangePasswordModal';
import { LeaveApplicationModal } from '../header/LeaveApplicationModal';
import { MfaBindModal } from '../header/MfaBindModal';
import { SettingsModal } from '../header/SettingsModal';
import { useAccountPaletteActions } from './palette/account-actions';

type Dialog = 'password' | 'settings' | 'leave' | 'mfa' | null;

const ACCOUNT_LABELS = {
  password: 'shell.changePassword', settings: 'shell.settings', leave: 'shell.leaveApplication', mfa: 'shell.bindMfa', signOut: 'shell.signOut',
} as const;

/** The account menu: change password, settings, leave application, MFA binding, sign out. */
export function UserMenu({ onSettingsChange }: { onSettingsChange: (settings: UserSettingInfo) => void }) {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<UserInfo>();
  const { mutate: logout } = useLogout();
  const name = identity?.realName ?? identity?.username ?? '';
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const items = [
    { key: 'password', icon: <KeyOutlined />, label: t(ACCOUNT_LABELS.password) },
    { key: 'settings', icon: <SettingOutlined />, label: t(ACCOUNT_LABELS.settings) },
    { key: 'leave', icon: <CalendarOutlined />, label: t(ACCOUNT_LABELS.leave) },
    { key: 'mfa', icon: <SafetyOutlined />, label: t(ACCOUNT_LABELS.mfa) },
    { type: 'divider' as const },
    { key: 'signOut', icon: <LogoutOutlined />, label: t(ACCOUNT_LABELS.signOut), danger: true },
  ];
  const onClick = ({ key }: { key: string }) => (key === 'signOut' ? logout() : setDialog(key as Dialog));
  // The same entries in the command palette (Ctrl+K → "password").
  const paletteEntries = useMemo(() => (['password', 'settings', 'leave', 'mfa', 'signOut'] as const).map((key) => ({
    key, label: ACCOUNT_LABELS[key], perform: () => (key === 'signOut' ? logout() : setDialog(key)),
  })), [logout]);
  useAccountPaletteActions(paletteEntries);

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        {/* The accessible name starts with the name shown (WCAG 2.5.3, axe's label-content-name-mismatch): speech users say what they see. */}
        <Button type="text" className="header-user" data-testid="user-menu" icon={<Avatar size="small" icon={<UserOutlined />} />}
          aria-label={t('shell.userMenuOf', { name })}>
          <Typography.Text strong>{name}</Typography.Text>
        </Button>
      </Dropdown>
      <ChangePasswordModal open={dialog === 'password'} onClose={close} forced={false} />
      <SettingsModal open={dialog === 'settings'} onClose={close} onChange={onSettingsChange} />
      <LeaveApplicationModal open={dialog === 'leave'} onClose={close} />
      <MfaBindModal open={dialog === 'mfa'} onClose={close} />
    </>
  );
}
