import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordNounKey, type EntitySpec } from '../../../common/crud/entity';
import { formColumns, LONG_FORM_FIELDS } from './form-layout';

describe('form layout', () => {
  it('takes two columns for a long form on a window at least 1280 px wide, one otherwise', () => {
    expect(formColumns(LONG_FORM_FIELDS, 1280)).toBe(2);
    expect(formColumns(15, 1920)).toBe(2);
    expect(formColumns(15, 1279)).toBe(1);
    expect(formColumns(LONG_FORM_FIELDS - 1, 1920)).toBe(1);
  });
});

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/locales');
const entities = Object.values(import.meta.glob<Record<string, unknown>>('../../../common/entities/*.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter((value): value is EntitySpec => typeof value === 'object' && value !== null && 'screen' in value && 'fields' in value);

describe('dialog titles', () => {
  it('have a noun in English and Chinese for every entity that names its records', () => {
    const named = entities.filter((entity) => entity.recordName);
    expect(named.length).toBeGreaterThan(15);
    for (const lng of ['en', 'zh']) {
      for (const entity of named) {
        const [namespace, key] = recordNounKey(entity).split(':');
        const file = JSON.parse(readFileSync(path.join(LOCALES, lng, `${namespace}.json`), 'utf8')) as { nouns?: Record<string, string> };
        expect(file.nouns?.[key.replace('nouns.', '')], `${lng}/${namespace}.json ${key}`).toBeTruthy();
      }
    }
  });
});
