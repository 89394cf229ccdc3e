/**
 * The screens that are built, found by their folders: src/resources/<Group>/<Screen>/index.ts(x) is the
 * route-table screen `Group/Screen`; Home and WarningNotify are pages of the shell. The menu keeps only entries
 * whose path is mounted here (spec: only entries that match a real route are kept).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { SCREENS, SCREENS_BY_KEY, type ScreenDef } from '../common/routes';
import { type ChunkLoader, lazyLoaded, lazyWithTimeout, remembered } from './components/feedback/chunk-load';
import { loadNamespaces } from './providers/i18n';
import { screenKeyOf } from './screen-files';

type Screen = LazyExoticComponent<ComponentType>;
type ScreenModule = { default: ComponentType };

// The files of screen-files.ts (a glob takes literal patterns only).
const resources = import.meta.glob<ScreenModule>('./resources/*/*/index.{ts,tsx}');
const pages = import.meta.glob<ScreenModule>(['./pages/home/HomePage.tsx', './pages/warning-notify/WarningNotifyPage.tsx']);

const screenKey = (file: string) => screenKeyOf(file) ?? file;

/** The screen's code and its i18n namespaces load together; a missing locale file fails as itself, not as a chunk. */
const screenLoader = (screen: ScreenDef, loadChunk: () => Promise<ScreenModule>) =>
  remembered(() => Promise.all([loadChunk(), loadNamespaces(screen.i18n)]).then(([module]) => module));

export interface MountedScreen {
  screen: ScreenDef;
  Component: Screen;
  /** The file that default-exports it, relative to src/. */
  entry: string;
  /** Starts loading its code (without its namespaces), e.g. at start-up when the page opens on it. */
  loadChunk: () => Promise<ScreenModule>;
  /** Its code and its namespaces (i18n started), as `Component` loads them: once loaded, `Component` renders at once. */
  load: ChunkLoader<ScreenModule>;
}

const order = new Map(SCREENS.map((s, index) => [s.key, index]));

/** In route-table order, which is the menu's. */
export const MOUNTED_SCREENS: readonly MountedScreen[] = Object.entries({ ...pages, ...resources })
  .map(([file, load]) => {
    const screen = SCREENS_BY_KEY.get(screenKey(file));
    if (!screen) throw new Error(`Mounted screen ${file} is not in the route table`);
    const loadChunk = lazyWithTimeout(load);
    const loadAll = screenLoader(screen, loadChunk);
    return { screen, Component: lazyLoaded(loadAll), entry: file, loadChunk, load: loadAll };
  })
  .sort((a, b) => order.get(a.screen.key)! - order.get(b.screen.key)!);

const byPath = new Map(MOUNTED_SCREENS.map((m) => [m.screen.path.toLowerCase(), m]));
/** The screen mounted at a path, in any letter case. */
export const mountedAtPath = (path: string): MountedScreen | undefined => byPath.get(path.toLowerCase());
export const isMountedPath = (path: string) => byPath.has(path.toLowerCase());

/**
 * Starts loading a screen's code and namespaces when the user shows they are about to open it (pointer over or
 * focus on its menu entry), so it renders at once on the click instead of after a round of loading. The load runs
 * once (chunk-load.ts `remembered`); a failure is left for the route, which asks again and shows it.
 */
export function prefetchScreen(path: string): void {
  mountedAtPath(path)?.load().catch(() => undefined);
}
