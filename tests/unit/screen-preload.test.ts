import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../common/storage-keys';
import { inlineEntryCss } from '../../scripts/inline-entry-css';
import { screenPreload } from '../../scripts/screen-preload';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk', fileName, imports: [], isEntry: false, facadeModuleId: null, viteMetadata: { importedCss: new Set<string>() }, ...extra,
});

const INDEX = '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>\n  <body></body>\n</html>\n';

type Hook = (this: unknown, options: unknown, files: Record<string, unknown>) => void;

function bundle(): Record<string, unknown> {
  return {
    'index.html': { type: 'asset', fileName: 'index.html', source: INDEX },
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'body{margin:0}' },
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/Shell.js': chunk('assets/Shell.js', { facadeModuleId: '/repo/src/components/layout/Shell.tsx', imports: ['assets/react.js', 'assets/menu.js'] }),
    'assets/menu.js': chunk('assets/menu.js'),
    'assets/OrderManagement.js': chunk('assets/OrderManagement.js', {
      facadeModuleId: '/repo/src/resources/AuditSystem/OrderManagement/index.tsx', imports: ['assets/react.js', 'assets/table.js'],
    }),
    'assets/table.js': chunk('assets/table.js'),
    'assets/Home.js': chunk('assets/Home.js', { facadeModuleId: '/repo/src/pages/home/HomePage.tsx' }),
    'assets/LoginPage.js': chunk('assets/LoginPage.js', { facadeModuleId: '/repo/src/pages/login/LoginPage.tsx', imports: ['assets/input.js'] }),
    'assets/input.js': chunk('assets/input.js'),
  };
}

function screens(files = bundle()) {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = screenPreload({ shell: 'src/components/layout/Shell.tsx', login: { page: 'src/pages/login/LoginPage.tsx', localeFiles: ['/locales/en/login.json'] } });
  (plugin.configResolved as unknown as (config: { root: string }) => void)({ root: '/repo' });
  const context = { emitFile: (file: { fileName: string; source: string }) => emitted.push(file), error: (message: string) => { throw new Error(message); } };
  (plugin.generateBundle as unknown as Hook).call(context, {}, files);
  return new Map(emitted.map((file) => [file.fileName, file.source]));
}

/**
 * Runs the screen HTML's inline preload script as the browser would while reading the head, with or without a
 * session token in the tab, and returns the links it added (rel, as, href).
 */
function linksAdded(html: string, token: string | null): string[] {
  const [, attributes, script] = /<script( data-signed-in=[^>]*)>([\s\S]*?)<\/script>/.exec(html) ?? [];
  const dataset: Record<string, string> = {};
  for (const [, name, value] of attributes.matchAll(/data-signed-(in|out)='([^']*)'/g)) {
    dataset[name === 'in' ? 'signedIn' : 'signedOut'] = value.replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  }
  const added: string[] = [];
  const document = {
    currentScript: { dataset },
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => added.push(`${link.rel} ${link.as ?? ''} ${link.crossOrigin} ${link.href}`) },
  };
  const sessionStorage = { getItem: (key: string) => (key === STORAGE_KEYS.token ? token : null) };
  runInNewContext(script, { document, sessionStorage, JSON });
  return added;
}

describe('screens/<Group>/<Screen>.html (scripts/screen-preload.ts)', () => {
  it('a signed-in tab preloads the shell and the screen with what they import beyond the entry, for each screen and only screens', () => {
    const html = screens();
    expect([...html.keys()].sort()).toEqual(['screens/AuditSystem/OrderManagement.html', 'screens/Home.html']);
    const orders = html.get('screens/AuditSystem/OrderManagement.html')!;
    const head = orders.slice(0, orders.indexOf('</head>'));
    expect(head).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(head).toContain('<script data-signed-in=');
    // The entry already loads what it imports; the sign-in page and other screens are not this screen's.
    expect(linksAdded(orders, 'a-token')).toEqual(['Shell', 'menu', 'OrderManagement', 'table'].map((file) => `modulepreload  anonymous /assets/${file}.js`));
    expect(linksAdded(html.get('screens/Home.html')!, 'a-token')).toEqual(['Shell', 'menu', 'Home'].map((file) => `modulepreload  anonymous /assets/${file}.js`));
  });

  it('a signed-out tab (a bookmark opened in a new tab) preloads the sign-in page\'s files instead, where it is sent', () => {
    const orders = screens().get('screens/AuditSystem/OrderManagement.html')!;
    expect(linksAdded(orders, null)).toEqual([
      'modulepreload  anonymous /assets/LoginPage.js', 'modulepreload  anonymous /assets/input.js', 'preload fetch anonymous /locales/en/login.json',
    ]);
  });
});

describe('inline-entry-css', () => {
  it('puts the entry\'s small CSS in index.html in place of its link', () => {
    const files = bundle();
    (inlineEntryCss().generateBundle as unknown as Hook).call({ error: (message: string) => { throw new Error(message); } }, {}, files);
    const html = String((files['index.html'] as { source: string }).source);
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('index.css');
  });

  it('leaves a large stylesheet as a link', () => {
    const files = bundle();
    (files['assets/index.css'] as { source: string }).source = `body{margin:0}${' '.repeat(9000)}`;
    (inlineEntryCss().generateBundle as unknown as Hook).call({ error: (message: string) => { throw new Error(message); } }, {}, files);
    expect(String((files['index.html'] as { source: string }).source)).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });
});
