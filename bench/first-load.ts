/**
 * First-load JavaScript of the sign-in page beside the stack's floor, measured in the same run: the built UI's
 * entry and every chunk it modulepreloads, plus the sign-in page's lazy chunk and what that imports (what /Login
 * runs before its first render), against the entry and preloads of a minimal Refine + antd app with one lazy
 * table page (bench/fixtures/minimal-app), built now with the project's vite, its tree-shaking rule and the same
 * installed packages.
 * Sizes are of the files as served: gzip and brotli at the levels the build precompresses with.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

export interface FirstLoad {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

const FIXTURE = path.resolve(import.meta.dirname, 'fixtures/minimal-app');

/** Chunks a built chunk imports statically (`import … from "./x.js"`, `export … from "./x.js"`, `import "./x.js"`). */
const staticImports = (code: string) =>
  [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]\.\/([\w.$-]+\.js)["'`]/g)].map((m) => m[1]);

/** Every chunk `roots` need before they run, by their path under dist/. */
function closure(distDir: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(distDir, file), 'utf8');
    for (const name of staticImports(code)) visit(path.posix.join(path.posix.dirname(file), name));
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/**
 * The entry and modulepreloads of dist/index.html and their imports; with `lazyChunk`, also the chunk of that
 * name that the entry imports dynamically (the page the first route renders) and its imports.
 */
export function firstLoad(distDir: string, lazyChunk?: string): FirstLoad {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const roots = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  if (roots.length === 0) throw new Error(`No entry script in ${distDir}/index.html`);
  if (lazyChunk) {
    const entry = readFileSync(path.join(distDir, roots[0]), 'utf8');
    const name = new RegExp(`["'\`](?:\\./|/assets/)?(${lazyChunk}-[\\w$-]+\\.js)["'\`]`).exec(entry)?.[1];
    if (!name) throw new Error(`The entry imports no chunk ${lazyChunk}`);
    roots.push(path.posix.join(path.posix.dirname(roots[0]), name));
  }
  const files = closure(distDir, roots);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, raw, gzip, brotli };
}

/** Builds the minimal app into a temporary folder and measures its first load. */
export async function minimalAppFirstLoad(): Promise<FirstLoad> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'minimal-app-'));
  try {
    await build({ root: FIXTURE, configFile: path.join(FIXTURE, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
    return firstLoad(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const summary = (load: FirstLoad) => `${load.files.length} files, ${kB(load.raw)}, gzip ${kB(load.gzip)}, brotli ${kB(load.brotli)}`;

/** Prints both first loads and their gzip ratio (outcome: at most 1.1). */
export async function benchFirstLoad(distDir = path.resolve('dist')) {
  const floor = await minimalAppFirstLoad();
  const signIn = firstLoad(distDir, 'LoginPage');
  console.log('\nFirst-load JavaScript (entry + modulepreloads; for /Login also the sign-in page chunk and its imports):');
  console.log(`  sign-in page /Login       ${summary(signIn)}`);
  console.log(`  minimal Refine + antd app ${summary(floor)}`);
  console.log(`  ratio sign-in / minimal (gzip): ${(signIn.gzip / floor.gzip).toFixed(2)} (target ≤ 1.10)`);
  return { signIn, floor, ratio: signIn.gzip / floor.gzip };
}
