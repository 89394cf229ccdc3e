/**
 * The sign-in page and the signed-in shell are chunks of their own, loaded by the route that shows them; the
 * start-up asks for the first one at once so that it arrives beside the locale files (a module loads only once).
 */
import { ADMIN_ROOT, LOGIN_PATHS } from '../common/routes';
import { lazyWithTimeout } from './components/feedback/chunk-load';
import { session } from './providers/storage';

export const loadLoginPage = lazyWithTimeout(() => import('./pages/login/LoginPage'));
export const loadShell = lazyWithTimeout(() => import('./components/layout/Shell'));

const isLoginPath = (path: string) => LOGIN_PATHS.some((login) => login.toLowerCase() === path.toLowerCase());

export function startLoadingRoute(path: string): void {
  const signedIn = session.getToken() !== null;
  const load = path.toLowerCase().startsWith(ADMIN_ROOT.toLowerCase()) && signedIn ? loadShell
    : isLoginPath(path) || !signedIn ? loadLoginPage : null;
  load?.().catch(() => undefined);
}
