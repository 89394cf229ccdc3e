import { RefineKbarProvider } from '@refinedev/kbar';
import { Layout } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NARROW_SCREEN_PX } from '../../../common/constants';
import type { UserSettingInfo } from '../../../common/storage-keys';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import { preferences, session } from '../../providers/storage';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { ChangePasswordModal } from '../header/ChangePasswordModal';
import { AfterFirstPaint } from './AfterFirstPaint';
import { Brand } from './Brand';
import { CommandPalette } from './CommandPalette';
import { HeaderBar } from './HeaderBar';
import { ListRowKeys } from './keyboard/ListRowKeys';
import { ShortcutHelp } from './keyboard/ShortcutHelp';
import { PaletteTypeAhead } from './palette/PaletteTypeAhead';
import { SideMenu } from './SideMenu';
import { SlashToFilter } from './SlashToFilter';
import { SmallScreenNotice } from './SmallScreenNotice';
import { useAntdAccessibility } from './useAntdAccessibility';
import { VersionWatcher } from './VersionWatcher';

/**
 * The signed-in shell: side or top menu, header tools (with the command palette's provider), the screen, and the
 * app-wide watchers. Loaded lazily: the sign-in page needs none of it.
 */
export default function Shell() {
  const { pathname } = useLocation();
  const width = useWindowWidth();
  const [settings, setSettings] = useState(preferences.getSettings);
  const [sideShown, setSideShown] = useState(preferences.getSideNavigationShown);
  const [mustChangePassword, setMustChangePassword] = useState(session.getMustChangePassword);
  const narrow = width <= NARROW_SCREEN_PX;
  useAntdAccessibility();
  const crosswise = narrow || settings.menuStyle === 'crosswise';

  const toggleSide = () => {
    preferences.setSideNavigationShown(!sideShown);
    setSideShown(!sideShown);
  };

  return (
    <RefineKbarProvider>
      <PaletteTypeAhead />
      <SlashToFilter />
      <ListRowKeys />
      <Layout className="app-shell">
        {!crosswise && sideShown && (
          <Layout.Sider width={232} className="app-sider" data-testid="sider">
            <Brand />
            <AfterFirstPaint><SideMenu mode="inline" /></AfterFirstPaint>
          </Layout.Sider>
        )}
        <Layout>
          <HeaderBar settings={settings} crosswise={crosswise} sideShown={sideShown} onToggleSide={toggleSide}
            onSettingsChange={(next: UserSettingInfo) => setSettings(next)} />
          {narrow && <SmallScreenNotice />}
          <Layout.Content className="app-content">
            <ErrorBoundary resetKey={pathname}><Outlet /></ErrorBoundary>
          </Layout.Content>
        </Layout>
        <AfterFirstPaint>
          <CommandPalette />
          <ShortcutHelp />
          <VersionWatcher />
          <ChangePasswordModal open={mustChangePassword} forced onClose={() => setMustChangePassword(session.getMustChangePassword())} />
        </AfterFirstPaint>
      </Layout>
    </RefineKbarProvider>
  );
}
