/**
 * Issue 31.5: ORDER_OPENING_SCREENS is the list of screens whose code links to an order's detail. This test
 * finds those screens in src/ (following each screen's relative imports, and through a barrel only the names
 * imported from it) so that a new link, or a link taken away, shows up as a difference from the list.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_DATA_CODES, ORDER_OPENING_SCREENS, screen } from './routes';

const RESOURCES = path.resolve(__dirname, '../src/resources');
const ORDER_SCREENS_DIR = `${path.sep}OrderDetailAudit${path.sep}`;
const LINK = /orderDetailPath\(|orderAuditPath\(|screen\('OrderDetailAudit\/Order(Detail|Audit)'\)\.path/;

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const ending of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    if (existsSync(base + ending) && statSync(base + ending).isFile()) return base + ending;
  }
  return null;
}

/** The files an import of `names` from `file` reaches: a barrel (`export { a } from './x'`) leads only to the files exporting them. */
function targetsOf(file: string, names: readonly string[] | null): string[] {
  const text = readFileSync(file, 'utf8');
  const reExports = [...text.matchAll(/export\s+\{([^}]*)\}\s+from\s+'([^']+)'/g)];
  if (names === null || reExports.length === 0 || !/[\\/]index\.tsx?$/.test(file)) return [file];
  return reExports.filter(([, exported]) => exported.split(',').some((n) => names.includes(n.replace(/\btype\b/, '').trim())))
    .flatMap(([, , spec]) => resolveImport(file, spec) ?? []);
}

function linksToOrders(file: string, seen: Set<string>): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (LINK.test(text) && !file.includes(ORDER_SCREENS_DIR)) return true;
  for (const [, keyword, names, spec] of text.matchAll(/\b(import|export)\s+(?:type\s+)?([^;'=]*?)\s+from\s+'([^']+)'/g)) {
    const resolved = resolveImport(file, spec);
    if (!resolved) continue;
    // What a file re-exports is followed whole; what it imports by name, only as far as those names.
    const named = keyword === 'export' ? null : /^\{([\s\S]*)\}$/.exec(names.trim())?.[1].split(',').map((n) => n.replace(/\btype\b/, '').trim().split(/\s+as\s+/)[0]) ?? null;
    if (targetsOf(resolved, named).some((target) => linksToOrders(target, seen))) return true;
  }
  return false;
}

function screensLinkingToOrders(): string[] {
  return readdirSync(RESOURCES).flatMap((group) => {
    const dir = path.join(RESOURCES, group);
    if (!statSync(dir).isDirectory()) return [];
    return readdirSync(dir).flatMap((name) => {
      const entry = ['index.ts', 'index.tsx'].map((f) => path.join(dir, name, f)).find(existsSync);
      return entry && linksToOrders(entry, new Set()) ? [`${group}/${name}`] : [];
    });
  });
}

describe('issue 31.5: the screens that open orders are declared once', () => {
  it('lists exactly the screens whose code links to an order detail', () => {
    expect([...ORDER_OPENING_SCREENS].sort()).toEqual(screensLinkingToOrders().sort());
  });

  it('gives their view codes and the order screens\' own codes, nothing unrelated', () => {
    expect(ORDER_DATA_CODES).toContain(screen('AuditSystem/OrderManagement').viewCode);
    expect(ORDER_DATA_CODES).toContain('OrderDetailAudit:OrderAudit:submit');
    expect(ORDER_DATA_CODES).not.toContain(screen('UserSystem/MultiLanguageConfiguration').viewCode);
  });
});
