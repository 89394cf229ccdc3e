/**
 * The navigation guard and button permissions as one pure module (spec sections 2 and 6). The router,
 * the menu and the buttons only ask it.
 */
import { ADMIN_ROOT, ALWAYS_ALLOWED_SCREENS, GUARD_GROUP_NAMES, HOME_PATH, LOGIN_PATHS } from './routes';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

export interface GuardInput {
  path: string;
  hasToken: boolean;
  permittedPaths: readonly string[];
}

const lower = (s: string) => s.toLowerCase();
const GROUPS = new Set(GUARD_GROUP_NAMES.map(lower));
const ALWAYS = new Set(ALWAYS_ALLOWED_SCREENS.map(lower));

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function guard({ path, hasToken, permittedPaths }: GuardInput): GuardDecision {
  const clean = trimSlash(path.split(/[?#]/)[0]);
  if (LOGIN_PATHS.some((p) => lower(p) === lower(clean))) return { allow: true };
  if (!hasToken) return { allow: false, redirectTo: LOGIN_PATHS[0] };
  if (!lower(clean).startsWith(lower(ADMIN_ROOT))) return { allow: false, redirectTo: LOGIN_PATHS[0] };
  if (lower(clean) === lower(ADMIN_ROOT)) return { allow: false, redirectTo: HOME_PATH };
  const segments = clean.slice(ADMIN_ROOT.length + 1).split('/');
  const last = lower(segments[segments.length - 1]);
  if (segments.length === 1 && GROUPS.has(last)) return { allow: false, redirectTo: HOME_PATH };
  if (ALWAYS.has(last)) return { allow: true };
  const permitted = new Set(permittedPaths.map(lower));
  return permitted.has(lower(clean)) ? { allow: true } : { allow: false, redirectTo: HOME_PATH };
}

export function hasOperation(codes: ReadonlySet<string> | readonly string[], code: string): boolean {
  return Array.isArray(codes) ? codes.includes(code) : (codes as ReadonlySet<string>).has(code);
}
