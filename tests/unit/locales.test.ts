import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/locales');
const REFERENCE = 'en';
const OTHERS = ['zh'];

/** Every JSON file under a language folder, as paths relative to it. */
function jsonFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return jsonFiles(dir, relative);
    return entry.name.endsWith('.json') ? [relative] : [];
  });
}

/** Leaf keys as dotted paths, with their values. */
function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, node]];
}

const read = (lng: string, file: string) => JSON.parse(readFileSync(path.join(localesDir, lng, file), 'utf8')) as unknown;

const referenceFiles = jsonFiles(path.join(localesDir, REFERENCE)).sort();

describe('locale files', () => {
  it('exist', () => {
    expect(referenceFiles.length).toBeGreaterThan(0);
  });

  for (const lng of OTHERS) {
    it(`${lng} has exactly the files of ${REFERENCE}`, () => {
      expect(jsonFiles(path.join(localesDir, lng)).sort()).toEqual(referenceFiles);
    });

    for (const file of referenceFiles) {
      it(`${lng}/${file} has the same keys as ${REFERENCE}/${file}`, () => {
        const expected = leaves(read(REFERENCE, file)).map(([key]) => key).sort();
        const actual = leaves(read(lng, file)).map(([key]) => key).sort();
        expect(actual).toEqual(expected);
      });
    }
  }

  for (const lng of [REFERENCE, ...OTHERS]) {
    for (const file of referenceFiles) {
      it(`${lng}/${file} has no empty value`, () => {
        const empty = leaves(read(lng, file)).filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
        expect(empty).toEqual([]);
      });
    }
  }
});
