/**
 * index.html carries the entry's own CSS (src/styles.css, about 2 kB) in a <style> element instead of a
 * render-blocking <link>: the start-up overlay then paints as soon as the HTML is read, before the scripts arrive
 * and run, and not after them on some loads (the first contentful paint raced the entry script). The server's CSP
 * allows inline styles (antd's runtime needs them). Runs before login-preload, which copies index.html.
 */
import type { Plugin, Rolldown } from 'vite';

/** Larger than this stays a file: the HTML is fetched on every load, unlike a cached asset. */
const MAX_INLINE_BYTES = 8 * 1024;

export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      if (!index) this.error('inline-entry-css: no index.html in the bundle');
      const html = String(index.source).replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, file: string) => {
        const css = bundle[file];
        if (css?.type !== 'asset' || css.source.length > MAX_INLINE_BYTES) return link;
        return `<style>${String(css.source).replaceAll('</style', '<\\/style')}</style>`;
      });
      index.source = html;
    },
  };
}
