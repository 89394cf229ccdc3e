/**
 * Which file is which screen: src/resources/<Group>/<Screen>/index.ts(x) is the route-table screen `Group/Screen`,
 * and two pages of the shell are screens too. Paths relative to src/. No imports: the build reads it too, to
 * preload each screen's code with its page (scripts/screen-preload.ts).
 */
export const RESOURCE_FOLDER = /^\.\/resources\/([^/]+\/[^/]+)\/index\.tsx?$/;

export const PAGE_KEYS: Readonly<Record<string, string>> = {
  './pages/home/HomePage.tsx': 'Home',
  './pages/warning-notify/WarningNotifyPage.tsx': 'WarningNotify',
};

/** The route-table key of a screen's file (relative to src/), or undefined for any other file. */
export const screenKeyOf = (file: string): string | undefined => PAGE_KEYS[file] ?? RESOURCE_FOLDER.exec(file)?.[1];
