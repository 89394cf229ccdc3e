/**
 * The sign-in page's own HTML (dist/login.html): index.html plus preload hints for what /Login needs after the
 * entry script, so the browser fetches them while it downloads and runs the entry instead of after it: the
 * sign-in page's chunk and the chunks it imports that the entry does not, their CSS, and the shell's locale files
 * in English (read in every language: en is the fallback). The server sends it for the sign-in paths
 * (server/app.ts); every other path gets index.html, so signed-in pages load nothing of the sign-in page.
 */
import type { Plugin, Rolldown } from 'vite';
import { hintTag, type PreloadHint } from '../common/page-preload';
import { LOGIN_HTML } from '../common/routes';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface LoginPageFiles {
  /** The sign-in page's module, as the route loads it. */
  page: string;
  /** Locale files every sign-in page reads, from the site's root. */
  localeFiles: readonly string[];
}

export const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk's file and every chunk it imports statically, once each. */
export function staticGraph(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(start.fileName);
  return seen;
}

/** index.html with these tags added at the end of its head. */
export const withHints = (html: string | Uint8Array, hints: readonly string[]) =>
  String(html).replace(/\n?\s*<\/head>/, `\n    ${hints.join('\n    ')}\n  </head>`);

/** The chunk whose module ends with this path (as the route loads it). */
export const chunkOf = (bundle: OutputBundle, module: string) =>
  chunksOf(bundle).find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module));

/** What the sign-in page needs after the entry: its chunk and what it imports beyond the entry, their CSS, its locale files. */
export function loginHints(bundle: OutputBundle, entry: OutputChunk, { page, localeFiles }: LoginPageFiles): PreloadHint[] | null {
  const login = chunkOf(bundle, page);
  if (!login) return null;
  const loaded = staticGraph(bundle, entry);
  const scripts = [...staticGraph(bundle, login)].filter((file) => !loaded.has(file));
  const styles = scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
  return [
    ...scripts.map((file): PreloadHint => ['modulepreload', '', `/${file}`]),
    ...styles.map((file): PreloadHint => ['preload', 'style', `/${file}`]),
    ...localeFiles.map((file): PreloadHint => ['preload', 'fetch', file]),
  ];
}

export function loginPreload(files: LoginPageFiles): Plugin {
  return {
    name: 'login-preload',
    apply: 'build',
    // After vite's own HTML plugin has written index.html into the bundle, before compression reads the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
      const index = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      const hints = entry && loginHints(bundle, entry, files);
      if (!entry || !hints || !index) this.error(`login-preload: no ${entry ? (hints ? 'index.html' : files.page) : 'entry'} in the bundle`);
      this.emitFile({ type: 'asset', fileName: LOGIN_HTML, source: withHints(index.source, hints.map(hintTag)) });
    },
  };
}
