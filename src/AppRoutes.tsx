import { Authenticated } from '@refinedev/core';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { ADMIN_ROOT, HOME_PATH, LOGIN_PATHS } from '../common/routes';
import { lazyLoaded } from './components/feedback/chunk-load';
import { LoadingOverlay } from './components/feedback/LoadingOverlay';
import { ScreenGuard } from './components/layout/ScreenGuard';
import { setSessionEndHandler } from './providers/http';
import { loadLoginPage, loadShell } from './route-chunks';
import { MOUNTED_SCREENS } from './screens';

const LoginPage = lazyLoaded(loadLoginPage);
/** The signed-in shell arrives after sign-in, not with the sign-in page. */
const Shell = lazyLoaded(loadShell);

/** /Login and /Index/Login sign in; /AdminContent is the shell; anything else goes to /Login. */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setSessionEndHandler(() => navigate(LOGIN_PATHS[0], { replace: true })), [navigate]);
  const login = <Suspense fallback={<LoadingOverlay variant="brand" />}><LoginPage /></Suspense>;
  return (
    <Routes>
      {LOGIN_PATHS.map((path) => <Route key={path} path={path} element={login} />)}
      <Route
        path={ADMIN_ROOT}
        element={(
          <Authenticated key="admin" redirectOnFail={LOGIN_PATHS[0]}>
            <Suspense fallback={<LoadingOverlay variant="brand" />}><Shell /></Suspense>
          </Authenticated>
        )}
      >
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {MOUNTED_SCREENS.map(({ screen, Component }) => (
          <Route
            key={screen.key}
            path={screen.path}
            element={<ScreenGuard><Suspense fallback={<LoadingOverlay variant="inline" />}><Component /></Suspense></ScreenGuard>}
          />
        ))}
        <Route path="*" element={<ScreenGuard />} />
      </Route>
      <Route path="*" element={<Navigate to={LOGIN_PATHS[0]} replace />} />
    </Routes>
  );
}
