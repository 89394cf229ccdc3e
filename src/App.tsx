import { Refine } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppRoutes } from './AppRoutes';
import { accessControlProvider } from './providers/access-control-provider';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n';
import { routerProvider } from './providers/router-provider';
import { session } from './providers/storage';
import { resources } from './resources';
import { antdLocale, theme } from './theme';

export function App() {
  const { i18n } = useTranslation();
  useEffect(() => () => session.removeToken(), []);
  return (
    <BrowserRouter>
      <ConfigProvider locale={antdLocale(i18n.language)} theme={theme} button={{ autoInsertSpace: false }}>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: true }}
          >
            <AppRoutes />
            <UnsavedChangesNotifier translationKey="forms.leaveUnsaved" />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
