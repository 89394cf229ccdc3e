/**
 * The sign-in page, the signed-in shell and each screen are chunks of their own, loaded by the route that shows
 * them; the start-up asks for the first page's at once, and for its screen's locale files, so they arrive beside the
 * shell's locale files (a module loads once).
 */
import { ADMIN_ROOT, isLoginPath } from '../common/routes';
import { loadShellStyles } from './antd-styles';
import { lazyWithTimeout } from './components/feedback/chunk-load';
import { preloadNamespaces } from './providers/i18n';
import { session } from './providers/storage';
import { MOUNTED_SCREENS } from './screens';

export const loadLoginPage = lazyWithTimeout(() => import('./pages/login/LoginPage'));
/** The shell waits for its antd styles too (antd-styles.ts). */
export const loadShell = lazyWithTimeout(() => Promise.all([import('./components/layout/Shell'), loadShellStyles()]).then(([shell]) => shell));

export function startLoadingRoute(path: string): void {
  const signedIn = session.getToken() !== null;
  const lower = path.toLowerCase();
  const screens = lower.startsWith(ADMIN_ROOT.toLowerCase()) && signedIn ? MOUNTED_SCREENS.filter((m) => m.screen.path.toLowerCase() === lower) : null;
  const loads = screens ? [loadShell, ...screens.map((m) => m.loadChunk)] : isLoginPath(path) || !signedIn ? [loadLoginPage] : [];
  for (const { screen } of screens ?? []) preloadNamespaces(screen.i18n);
  // A failure shows when the route renders and asks again.
  for (const load of loads) load().catch(() => undefined);
}
