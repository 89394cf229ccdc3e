#!/usr/bin/env node
/**
 * `npm start` builds the UI only when its sources changed since the last build: a restart no longer spends a
 * minute or more rebuilding the same files. The build's inputs (the browser code, the shared code, the locale and
 * public files, the build's own scripts and settings, the installed packages' lock) are hashed by content; the hash
 * of the last good build is kept in dist/.sources-hash. `--force` builds anyway (`npm run build`), and records the hash too.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = ['src', 'common', 'public', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const STAMP = path.join(root, 'dist', '.sources-hash');

/** The files an input stands for: itself, or every file under it. */
function filesOf(input) {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)));
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf).sort()) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
}

const wanted = sourcesHash();
const built = existsSync(STAMP) && existsSync(path.join(root, 'dist', 'index.html')) ? readFileSync(STAMP, 'utf8') : null;
if (built === wanted && !process.argv.includes('--force')) {
  console.log('The UI is built from the current sources (dist/); not rebuilding. `npm run build` rebuilds it.');
  process.exit(0);
}
console.log(built ? 'The UI sources changed since the last build: building…' : 'Building the UI (first start)…');
const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(STAMP, wanted);
