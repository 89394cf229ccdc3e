/**
 * Each screen's own HTML (dist/screens/<Group>/<Screen>.html, common/routes.ts `screenHtml`): index.html plus the
 * inline script of common/page-preload.ts, which asks for the signed-in shell's chunk, the screen's chunk and the
 * chunks they import that the entry does not when the tab is signed in, and for the sign-in page's files when it
 * is not (where the app sends it). The server sends it for the screen's path (server/app.ts), so a page that opens
 * on a screen (a reload, a shared link, a bookmark) fetches what it will run beside the entry instead of after
 * running it. The app still asks for the same files at start-up (src/route-chunks.ts), which the browser then has.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { type PreloadHint, screenPreloadTag } from '../common/page-preload';
import { screenHtml } from '../common/routes';
import { screenKeyOf } from '../src/screen-files';
import { chunkOf, chunksOf, type LoginPageFiles, loginHints, staticGraph, withHints } from './login-preload';

interface Options {
  /** The signed-in shell's module, as the route loads it. */
  shell: string;
  /** The sign-in page, where a signed-out visitor is sent. */
  login: LoginPageFiles;
}

export function screenPreload({ shell, login }: Options): Plugin {
  let srcDir = '';
  return {
    name: 'screen-preload',
    apply: 'build',
    // After vite's HTML plugin and inline-entry-css have made index.html, before compression reads the bundle.
    enforce: 'post',
    configResolved(config) { srcDir = path.join(config.root, 'src'); },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const entry = chunks.find((chunk) => chunk.isEntry);
      const shellChunk = chunkOf(bundle, shell);
      const signedOut = entry && loginHints(bundle, entry, login);
      const index = bundle['index.html'];
      if (!entry || !shellChunk || !signedOut || index?.type !== 'asset') {
        this.error(`screen-preload: no ${!entry ? 'entry' : !shellChunk ? shell : !signedOut ? login.page : 'index.html'} in the bundle`);
      }
      const loaded = staticGraph(bundle, entry);
      const shellFiles = staticGraph(bundle, shellChunk);
      let screens = 0;
      for (const chunk of chunks) {
        if (!chunk.facadeModuleId?.startsWith(srcDir)) continue;
        const key = screenKeyOf(`./${path.relative(srcDir, chunk.facadeModuleId).replaceAll('\\', '/')}`);
        if (!key) continue;
        const files = [...new Set([...shellFiles, ...staticGraph(bundle, chunk)])].filter((file) => !loaded.has(file));
        const signedIn = files.map((file): PreloadHint => ['modulepreload', '', `/${file}`]);
        this.emitFile({ type: 'asset', fileName: screenHtml(key), source: withHints(index.source, [screenPreloadTag(signedIn, signedOut)]) });
        screens += 1;
      }
      if (screens === 0) this.error('screen-preload: no screen chunk in the bundle');
    },
  };
}
