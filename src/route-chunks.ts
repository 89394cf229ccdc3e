/**
 * The sign-in page, the signed-in shell and each screen are chunks of their own, loaded by the route that shows
 * them; the start-up asks for the first page's at once, and for its screen's locale files, so they arrive beside the
 * shell's locale files (a module loads once), and renders the app when they are all in (lazyLoaded: no suspending).
 */
import { ADMIN_ROOT, isLoginPath } from '../common/routes';
import { loadShellStyles } from './antd-styles';
import { lazyWithTimeout } from './components/feedback/chunk-load';
import { preloadNamespaces } from './providers/i18n';
import { session } from './providers/storage';
import { mountedAtPath } from './screens';

export const loadLoginPage = lazyWithTimeout(() => import('./pages/login/LoginPage'));
/** The shell waits for its antd styles too (antd-styles.ts). */
export const loadShell = lazyWithTimeout(() => Promise.all([import('./components/layout/Shell'), loadShellStyles()]).then(([shell]) => shell));

/** How long the start-up waits for the first page's parts before it renders the app anyway. */
export const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Starts loading the first page's parts; settles (never fails) when they are in, the screen's namespaces after
 * `i18nStarted`. A failure shows when the route renders and asks again.
 */
export function startLoadingRoute(path: string, i18nStarted: Promise<unknown>): Promise<void> {
  const signedIn = session.getToken() !== null;
  const inShell = path.toLowerCase().startsWith(ADMIN_ROOT.toLowerCase()) && signedIn;
  const mounted = inShell ? mountedAtPath(path) : undefined;
  const loads = inShell ? [loadShell, ...(mounted ? [mounted.loadChunk] : [])] : isLoginPath(path) || !signedIn ? [loadLoginPage] : [];
  const loading: Promise<unknown>[] = loads.map((load) => load());
  if (mounted) {
    preloadNamespaces(mounted.screen.i18n);
    loading.push(i18nStarted.then(mounted.load));
  }
  return Promise.allSettled(loading).then(() => undefined);
}
