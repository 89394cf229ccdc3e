import { FullscreenOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { useKBar } from '@refinedev/kbar';
import { Button, Layout, Select, Space, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSettingInfo } from '../../../common/storage-keys';
import { changeLanguage } from '../../providers/i18n';
import { MerchantScopeTag } from '../header/MerchantScopeTag';
import { MessageCentreButton } from '../header/MessageCentreButton';
import { AfterFirstPaint } from './AfterFirstPaint';
import { Brand } from './Brand';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import { useAccountPaletteActions } from './palette/account-actions';

interface Props {
  settings: UserSettingInfo;
  crosswise: boolean;
  sideShown: boolean;
  onToggleSide: () => void;
  onSettingsChange: (settings: UserSettingInfo) => void;
}

const LANGUAGES = [{ value: 'en', label: 'English' }, { value: 'zh', label: '中文' }];
/** The palette's "Switch to English / 切换到中文" entries: each language but the one in use. */
const LANGUAGE_ENTRIES = LANGUAGES.map(({ value }) => ({ key: `language-${value}`, label: `header:palette.switchTo.${value}`, perform: () => void changeLanguage(value) }));

export function HeaderBar({ settings, crosswise, sideShown, onToggleSide, onSettingsChange }: Props) {
  const { t, i18n } = useTranslation();
  const { query } = useKBar();
  const misc = settings.miscellaneousFunctionIsOpenStatus;
  const otherLanguages = useMemo(() => LANGUAGE_ENTRIES.filter((entry) => entry.key !== `language-${i18n.language}`), [i18n.language]);
  useAccountPaletteActions(otherLanguages);
  return (
    <Layout.Header className="app-header">
      {crosswise ? <Brand compact /> : (
        <Tooltip title={t('shell.toggleSideNavigation')}>
          <Button type="text" aria-label={t('shell.toggleSideNavigation')} data-testid="toggle-side"
            icon={sideShown ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />} onClick={onToggleSide} />
        </Tooltip>
      )}
      {crosswise ? <SideMenu mode="horizontal" /> : <div style={{ flex: 1 }} />}
      <AfterFirstPaint><Space size="middle" className="header-tools">
        {misc && (
          <Tooltip title={t('shell.commandPalette')}>
            <Button type="text" icon={<SearchOutlined />} aria-label={t('shell.commandPalette')} onClick={() => query.toggle()} data-testid="open-palette" />
          </Tooltip>
        )}
        {misc && (
          <Tooltip title={t('shell.fullScreen')}>
            <Button type="text" icon={<FullscreenOutlined />} aria-label={t('shell.fullScreen')}
              onClick={() => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen())} />
          </Tooltip>
        )}
        <MerchantScopeTag />
        <MessageCentreButton />
        <Select size="small" value={i18n.language} options={LANGUAGES} onChange={(lng) => void changeLanguage(lng)}
          aria-label={t('shell.language')} data-testid="language-select" style={{ width: 96 }} />
        <UserMenu onSettingsChange={onSettingsChange} />
      </Space></AfterFirstPaint>
    </Layout.Header>
  );
}
