/**
 * Each screen's own HTML (dist/screens/<Group>/<Screen>.html, common/routes.ts `screenHtml`): index.html plus
 * modulepreload hints for the signed-in shell's chunk, the screen's chunk and the chunks they import that the
 * entry does not. The server sends it for the screen's path (server/app.ts), so a signed-in page that opens on a
 * screen (a reload, a shared link) fetches that code beside the entry instead of after running it. The app
 * still asks for the same chunks at start-up (src/route-chunks.ts), which the browser then has. A signed-out
 * visitor fetches them for nothing and is sent to sign in; nothing is run.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { screenHtml } from '../common/routes';
import { screenKeyOf } from '../src/screen-files';
import { chunksOf, staticGraph, withHints } from './login-preload';

interface Options {
  /** The signed-in shell's module, as the route loads it. */
  shell: string;
}

export function screenPreload({ shell }: Options): Plugin {
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
      const shellChunk = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(shell));
      const index = bundle['index.html'];
      if (!entry || !shellChunk || index?.type !== 'asset') this.error(`screen-preload: no ${entry ? (shellChunk ? 'index.html' : shell) : 'entry'} in the bundle`);
      const loaded = staticGraph(bundle, entry);
      const shellFiles = staticGraph(bundle, shellChunk);
      let screens = 0;
      for (const chunk of chunks) {
        if (!chunk.facadeModuleId?.startsWith(srcDir)) continue;
        const key = screenKeyOf(`./${path.relative(srcDir, chunk.facadeModuleId).replaceAll('\\', '/')}`);
        if (!key) continue;
        const files = [...new Set([...shellFiles, ...staticGraph(bundle, chunk)])].filter((file) => !loaded.has(file));
        const hints = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        this.emitFile({ type: 'asset', fileName: screenHtml(key), source: withHints(index.source, hints) });
        screens += 1;
      }
      if (screens === 0) this.error('screen-preload: no screen chunk in the bundle');
    },
  };
}
