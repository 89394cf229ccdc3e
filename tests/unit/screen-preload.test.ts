import { describe, expect, it } from 'vitest';
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
  const plugin = screenPreload({ shell: 'src/components/layout/Shell.tsx' });
  (plugin.configResolved as unknown as (config: { root: string }) => void)({ root: '/repo' });
  const context = { emitFile: (file: { fileName: string; source: string }) => emitted.push(file), error: (message: string) => { throw new Error(message); } };
  (plugin.generateBundle as unknown as Hook).call(context, {}, files);
  return new Map(emitted.map((file) => [file.fileName, file.source]));
}

describe('screens/<Group>/<Screen>.html (scripts/screen-preload.ts)', () => {
  it('preloads the shell and the screen with what they import beyond the entry, for each screen and only screens', () => {
    const html = screens();
    expect([...html.keys()].sort()).toEqual(['screens/AuditSystem/OrderManagement.html', 'screens/Home.html']);
    const orders = html.get('screens/AuditSystem/OrderManagement.html')!;
    const head = orders.slice(0, orders.indexOf('</head>'));
    expect(head).toContain('<script type="module" src="/assets/index.js"></script>');
    for (const file of ['Shell', 'menu', 'OrderManagement', 'table']) expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    // The entry already loads what it imports; the sign-in page and other screens are not this screen's.
    for (const file of ['react', 'LoginPage', 'input', 'Home']) expect(orders).not.toContain(`/assets/${file}.js"`);
    expect(html.get('screens/Home.html')).not.toContain('table.js');
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
