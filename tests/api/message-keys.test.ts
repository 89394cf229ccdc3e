/**
 * No raw keys in messages (issue 32.7): every message key the server names, and every field label its routes
 * put into a message, is in the en and zh locale files that server/core/i18n.ts reads. A key missing from them
 * reached the user as itself ("repaymentDetails:fields.system" in a validation message).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../server/core/route';
import { loadRoutes } from '../../server/modules';
import { startTestApp } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Tree = Record<string, unknown>;
const catalog = (lng: string): Record<string, Tree> => {
  const dir = path.join(ROOT, 'public/locales', lng);
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]));
};
const LOCALES = { en: catalog('en'), zh: catalog('zh') };

/** As server/core/i18n.ts reads a key: "ns:path.to.message", or a path in errors.json. */
function entry(lng: keyof typeof LOCALES, key: string): unknown {
  const [ns, rest] = key.includes(':') ? key.split(':', 2) : ['errors', key];
  return rest.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), LOCALES[lng][ns]);
}
const missingIn = (key: string, shape: 'message' | 'prefix' = 'message') => (Object.keys(LOCALES) as (keyof typeof LOCALES)[])
  .filter((lng) => (shape === 'message' ? typeof entry(lng, key) !== 'string' : entry(lng, key) === undefined));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'migrations' ? [] : sources(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

/**
 * The key-shaped literals of server/ and common/: "ns:a.b" of a locale namespace, or "group.key" of a group of
 * errors.json (validation., auth., errors. …), as validationError, conflict, notFound, AppError and zod messages
 * take them. One followed by `.${` is a prefix (an options group): it must exist, as a group.
 */
function literalKeys(): Map<string, { file: string; prefix: boolean }> {
  // Not `fields`: 'fields.x' literals are other namespaces' keys, read through a translator bound to one.
  const groups = Object.keys(LOCALES.en.errors).filter((group) => group !== 'fields');
  const found = new Map<string, { file: string; prefix: boolean }>();
  for (const file of [...sources(path.join(ROOT, 'server')), ...sources(path.join(ROOT, 'common'))]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(['`])((?:[a-zA-Z]+:)?[a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)(\.\$\{|\1)/g)) {
      const key = m[2];
      const known = key.includes(':') ? key.split(':')[0] in LOCALES.en : groups.includes(key.split('.')[0]);
      if (known) found.set(key, { file: path.relative(ROOT, file), prefix: m[3] === '.${' || typeof entry('en', key) === 'object' });
    }
  }
  return found;
}

/** The top-level fields of a zod schema (what a validation message names: the issue path's first part). */
function fieldsOf(schema: unknown, seen = new Set<unknown>()): string[] {
  const def = (schema as { _zod?: { def: Tree } } | undefined)?._zod?.def;
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const inner = (...parts: unknown[]) => parts.flatMap((p) => fieldsOf(p, seen));
  switch (def.type) {
    case 'object': return Object.keys(def.shape as Tree);
    case 'pipe': return inner(def.in, def.out);
    case 'union': return inner(...(def.options as unknown[]));
    case 'intersection': return inner(def.left, def.right);
    case 'lazy': return inner((def.getter as () => unknown)());
    default: return 'innerType' in def ? inner(def.innerType) : [];
  }
}

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);

describe('message keys', () => {
  it('every message key the server and common/ name is in en and zh', () => {
    const keys = literalKeys();
    expect(keys.size).toBeGreaterThan(300);
    const missing = [...keys].flatMap(([key, { file, prefix }]) => {
      const langs = missingIn(key, prefix ? 'prefix' : 'message');
      return langs.length ? [`${key} (${file}): ${langs.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it("every field a route's labeler names in a message has its label, or a shared one, in en and zh", async () => {
    const routes = (await loadRoutes()).filter((r): r is RouteDef & { fieldLabel: NonNullable<RouteDef['fieldLabel']> } => Boolean(r.fieldLabel));
    expect(routes.length).toBeGreaterThan(50);
    const missing = new Set<string>();
    for (const r of routes) {
      for (const field of new Set([...fieldsOf(r.body), ...fieldsOf(r.query), ...paramsOf(r.url)])) {
        // As server/core/validation.ts fieldName names it: the route's label, else the shared one.
        const key = r.fieldLabel(field);
        const langs = missingIn(key).filter((lng) => typeof entry(lng, `fields.${field}`) !== 'string');
        if (langs.length) missing.add(`${key} (${r.method} ${r.url}): ${langs.join(', ')}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe('a refusal names the field in words', () => {
  it('a bad collection system on repayment details, in en and zh', async () => {
    const t = await startTestApp();
    try {
      const token = await t.login('admin');
      const call = (language: string) => t.call('GET', 'repaymentDetails/list', { token, query: { system: 'bogus' }, language });
      const en = await call('en');
      expect(en.code).toBe(400);
      expect(en.msg).toBe('The value of Collection system is not one of the choices.');
      expect((await call('zh')).msg).toContain('催收系统');
    } finally {
      await t.close();
    }
  });
});

