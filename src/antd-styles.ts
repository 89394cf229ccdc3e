/**
 * antd's styles made at build time (scripts/antd-static-style.ts); none in development, where antd computes them.
 * Each file is linked before the app's own CSS (where antd's runtime styles go too) and waited for before anything
 * that takes its styles from it renders: the start file before the first render (main.tsx), the shell's file with
 * the shell's chunk (route-chunks.ts). index.html only preloads the start file, so the first paint does not wait.
 */
const MARK = 'data-antd-static-style';

let startStyles: Promise<void> | null = null;
let shellStyles: Promise<void> | null = null;

function link(href: string, place: (link: HTMLLinkElement) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const element = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    element.setAttribute(MARK, '');
    element.onload = () => resolve();
    element.onerror = () => {
      element.remove();
      reject(new Error(`Loading ${href} failed`));
    };
    place(element);
  });
}

/**
 * The start file, before the app's stylesheet. Never fails: without it antd's runtime finds no styles made
 * beforehand (it reads which it has on its first style) and computes them all, as in development.
 */
export function loadStartStyles(): Promise<void> {
  const href = import.meta.env.VITE_ANTD_START_CSS as string | undefined;
  if (!href) return Promise.resolve();
  startStyles ??= link(href, (element) => {
    const appStyles = document.head.querySelector('link[rel="stylesheet"]');
    if (appStyles) appStyles.before(element);
    else document.head.append(element);
  }).catch(() => undefined);
  return startStyles;
}

/** The shell's file, right after the start file; asked once (start-up and the route's lazy component share it), again after a failure. */
export function loadShellStyles(): Promise<void> {
  const href = import.meta.env.VITE_ANTD_SHELL_CSS as string | undefined;
  if (!href) return Promise.resolve();
  shellStyles ??= link(href, (element) => {
    const marked = document.head.querySelectorAll(`link[${MARK}]`);
    const last = marked[marked.length - 1];
    if (last) last.after(element);
    else document.head.prepend(element);
  }).catch((error: unknown) => {
    shellStyles = null;
    throw error;
  });
  return shellStyles;
}
