import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdStaticStyle } from './scripts/antd-static-style';
import { inlineEntryCss } from './scripts/inline-entry-css';
import { loginPreload } from './scripts/login-preload';
import { screenPreload } from './scripts/screen-preload';
import { localeFile, SHELL_NAMESPACES } from './src/providers/shell-namespaces';

/** The sign-in page's files: its own HTML preloads them, and a screen's HTML when the tab is signed out. */
const loginPage = { page: 'src/pages/login/LoginPage.tsx', localeFiles: SHELL_NAMESPACES.map((ns) => localeFile('en', ns)) };

/** The build's version: in dist/version.json and in the code, so a page knows the release it was loaded from. */
const version = process.env.APP_VERSION ?? new Date().toISOString();

/** Writes dist/version.json, which the browser polls every 30 s to notice a new release. */
function versionFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'version-file',
    configResolved(config) { outDir = config.build.outDir; },
    closeBundle() { writeFileSync(path.resolve(outDir, 'version.json'), JSON.stringify({ version })); },
  };
}

/**
 * React Router's package points every import at its development build (extra checks and warnings on each
 * navigation and match); the build takes its production build instead.
 */
function reactRouterProduction(): Plugin {
  const production = path.resolve('node_modules/react-router/dist/production/index.mjs');
  return { name: 'react-router-production', apply: 'build', config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }) };
}

export default defineConfig({
  // Every built and public file also as .br and .gz, which the server sends to browsers that accept them.
  // antdStaticStyle: antd's styles for the app's theme as CSS files made at build time, not computed in the browser.
  // inlineEntryCss: the entry's small CSS inside index.html, so the start-up overlay paints before the scripts run.
  // screenPreload: screens/<Group>/<Screen>.html, index.html preloading the shell's and the screen's chunks when the tab is signed in, else the sign-in page's files (server/app.ts sends it for the screen's path).
  // loginPreload: login.html, index.html with the sign-in page's chunks and locale files preloaded (server/app.ts sends it for /Login).
  plugins: [
    react(), versionFile(), reactRouterProduction(), antdStaticStyle(), inlineEntryCss(),
    loginPreload(loginPage),
    screenPreload({ shell: 'src/components/layout/Shell.tsx', login: loginPage }),
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    chunkSizeWarningLimit: 2500,
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id) => !/node_modules\/(react-markdown|micromark|mdast|remark|unified|hast)/.test(id),
      },
    },
  },
});
