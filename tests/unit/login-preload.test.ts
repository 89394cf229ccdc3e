import { describe, expect, it } from 'vitest';
import { loginPreload } from '../../scripts/login-preload';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk', fileName, imports: [], isEntry: false, facadeModuleId: null, viteMetadata: { importedCss: new Set<string>() }, ...extra,
});

const INDEX = '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body></body>\n</html>\n';

function build() {
  const bundle: Record<string, unknown> = {
    'index.html': { type: 'asset', fileName: 'index.html', source: INDEX },
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/LoginPage.js': chunk('assets/LoginPage.js', {
      facadeModuleId: '/repo/src/pages/login/LoginPage.tsx', imports: ['assets/react.js', 'assets/input.js'],
      viteMetadata: { importedCss: new Set(['assets/LoginPage.css']) },
    }),
    'assets/input.js': chunk('assets/input.js'),
    'assets/Orders.js': chunk('assets/Orders.js', { facadeModuleId: '/repo/src/pages/orders/Orders.tsx' }),
  };
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = loginPreload({ page: 'src/pages/login/LoginPage.tsx', localeFiles: ['/locales/en/common.json', '/locales/en/login.json'] });
  const context = { emitFile: (file: { fileName: string; source: string }) => emitted.push(file), error: (message: string) => { throw new Error(message); } };
  (plugin.generateBundle as unknown as (this: typeof context, options: unknown, files: typeof bundle) => void).call(context, {}, bundle);
  return emitted;
}

describe('login.html (scripts/login-preload.ts)', () => {
  it('preloads the sign-in chunk, the chunks only it imports, its CSS and the locale files, in the head', () => {
    const [file] = build();
    expect(file.fileName).toBe('login.html');
    const head = file.source.slice(0, file.source.indexOf('</head>'));
    expect(head).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/input.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/LoginPage.css">');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/en/login.json">');
    // The entry already loads what it imports; other screens' chunks are not the sign-in page's.
    expect(file.source).not.toContain('href="/assets/react.js"');
    expect(file.source).not.toContain('Orders.js');
  });
});
