/**
 * The sign-in page's own HTML (dist/login.html): index.html plus preload hints for what /Login needs after the
 * entry script, so the browser fetches them while it downloads and runs the entry instead of after it: the
 * sign-in page's chunk and the chunks it imports that the entry does not, their CSS, and the shell's locale files
 * in English (read in every language: en is the fallback). The server sends it for the sign-in paths
 * (server/app.ts); every other path gets index.html, so signed-in pages load nothing of the sign-in page.
 */
import type { Plugin, Rolldown } from 'vite';
import { LOGIN_HTML } from '../common/routes';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

interface Options {
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

export function loginPreload({ page, localeFiles }: Options): Plugin {
  return {
    name: 'login-preload',
    apply: 'build',
    // After vite's own HTML plugin has written index.html into the bundle, before compression reads the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const entry = chunks.find((chunk) => chunk.isEntry);
      const login = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(page));
      const index = bundle['index.html'] as Rolldown.OutputAsset | undefined;
      if (!entry || !login || !index) this.error(`login-preload: no ${entry ? (login ? 'index.html' : page) : 'entry'} in the bundle`);
      const loaded = staticGraph(bundle, entry);
      const scripts = [...staticGraph(bundle, login)].filter((file) => !loaded.has(file));
      const styles = scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
      const hints = [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ...localeFiles.map((file) => `<link rel="preload" as="fetch" crossorigin href="${file}">`),
      ];
      this.emitFile({ type: 'asset', fileName: LOGIN_HTML, source: withHints(index.source, hints) });
    },
  };
}
