/**
 * The route table's rows of the mounted screens are complete and true: each names a locale file for every
 * namespace its screen's code reads (through the components it imports), and a server module that serves its API.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from './providers/shell-namespaces';
import { MOUNTED_SCREENS } from './screens';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const NAMESPACES = new Set(readdirSync(path.join(srcDir, '../public/locales/en')).map((file) => file.replace(/\.json$/, '')));
/** Files that name every namespace or every screen: the scan stops there. */
const NOT_SCANNED = [path.join(srcDir, 'providers') + path.sep, path.join(srcDir, 'screens.tsx'), path.join(srcDir, '../common/routes.ts')];

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile()) ?? null;
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const read = (file: string) => withoutComments(readFileSync(file, 'utf8'));

/** `import … from` and `export … from` statements that bring code (not only types), with the names they ask for. */
const STATEMENT = /^\s*(?:import|export)\s+(?!type\s)([\s\S]*?)\s+from\s+['"](\.[^'"]+)['"]/gm;
const namedIn = (clause: string) => /^\{[^}]*\}$/.test(clause.trim())
  ? clause.replace(/[{}]/g, '').split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean)
  : null;

/** A file of re-exports only (an index.ts): which file provides each name. */
function reexports(file: string): Map<string, string> | null {
  const code = read(file);
  const statements = [...code.matchAll(STATEMENT)];
  if (code.replace(STATEMENT, '').replace(/[\s;]/g, '') !== '') return null;
  const byName = new Map<string, string>();
  for (const [, clause, specifier] of statements) {
    const target = resolveImport(file, specifier);
    for (const name of namedIn(clause) ?? ['*']) if (target) byName.set(name, target);
  }
  return byName;
}

/** The entry and every source file whose code it imports, at any depth; through an index, only the files asked for. */
function importedFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || NOT_SCANNED.some((stop) => file.startsWith(stop))) continue;
    seen.add(file);
    const code = read(file);
    for (const [, clause, specifier] of code.matchAll(STATEMENT)) {
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const barrel = reexports(target);
      const names = namedIn(clause);
      if (!barrel || !names) pending.push(target);
      else for (const name of names) pending.push(barrel.get(name) ?? target);
    }
    for (const [, specifier] of code.matchAll(/import\(\s*['"](\.[^'"]+)['"]/g)) {
      const target = resolveImport(file, specifier);
      if (target) pending.push(target);
    }
  }
  return seen;
}

/** Namespaces a file reads: `ns:key` strings, useTranslation('ns'), hooks and props given a namespace, entity names. */
function namespacesRead(file: string): string[] {
  const code = read(file);
  const found = [
    ...[...code.matchAll(/['"`]([a-zA-Z]+):[\w$]/g)].map((m) => m[1]),
    ...[...code.matchAll(/useTranslation\(\s*\[?([^)\]]*)/g)].flatMap((m) => [...m[1].matchAll(/['"]([a-zA-Z]+)['"]/g)].map((n) => n[1])),
    ...[...code.matchAll(/\buse[A-Z]\w*\(\s*'([a-zA-Z]+)'/g)].map((m) => m[1]),
    ...[...code.matchAll(/\bns\s*[=:]\s*['"]([a-zA-Z]+)['"]/g)].map((m) => m[1]),
    ...(code.includes('defineEntity(') ? [...code.matchAll(/\b(?:name|namespace):\s*'([a-zA-Z]+)'/g)].map((m) => m[1]) : []),
  ];
  return found.filter((ns) => NAMESPACES.has(ns));
}

describe('mounted screens', () => {
  it('are found for the built screens, in route-table order', () => {
    expect(MOUNTED_SCREENS.map((m) => m.screen.key)).toContain('UserSystem/UserManagement');
    expect(MOUNTED_SCREENS.map((m) => m.screen.key)).toContain('Home');
    const keys = MOUNTED_SCREENS.map((m) => m.screen.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const { screen, entry } of MOUNTED_SCREENS) {
    describe(screen.key, () => {
      it('names its server module and API path', () => {
        expect(screen.module).toMatch(/^[a-z-]+$/);
        expect(screen.api).toMatch(/^[a-zA-Z]+$/);
      });

      it('names only namespaces that have a locale file', () => {
        for (const ns of screen.i18n) expect(NAMESPACES, ns).toContain(ns);
      });

      it('names every namespace its code reads', () => {
        const declared = new Set<string>([...SHELL_NAMESPACES, ...screen.i18n]);
        const missing = new Map<string, string>();
        for (const file of importedFiles(path.join(srcDir, entry))) {
          for (const ns of namespacesRead(file)) if (!declared.has(ns)) missing.set(ns, path.relative(srcDir, file));
        }
        expect(Object.fromEntries(missing), `add these to the i18n of ${screen.key} in common/routes.ts`).toEqual({});
      });
    });
  }
});
