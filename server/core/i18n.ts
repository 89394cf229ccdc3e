/**
 * Server messages come from the same locale files as the browser's (public/locales/{lng}/{ns}.json).
 * A key is "ns:path.to.message"; without a namespace it is read from errors.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UI_LANGUAGES, normalizeLanguage, type UiLanguage } from '../../common/envelope';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/locales');
const DEFAULT_NS = 'errors';

type Messages = Record<string, unknown>;

function loadLanguage(lng: UiLanguage): Record<string, Messages> {
  const dir = path.join(localesDir, lng);
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages]));
}

const catalogs = Object.fromEntries(UI_LANGUAGES.map((lng) => [lng, loadLanguage(lng)])) as Record<UiLanguage, Record<string, Messages>>;

function lookup(lng: UiLanguage, key: string): string | undefined {
  const [ns, rest] = key.includes(':') ? key.split(':', 2) : [DEFAULT_NS, key];
  const value = rest.split('.').reduce<unknown>((node, part) =>
    (node && typeof node === 'object' ? (node as Messages)[part] : undefined), catalogs[lng][ns]);
  return typeof value === 'string' ? value : undefined;
}

export function translate(language: string | undefined, key: string, params: Record<string, string | number> = {}): string {
  const lng = normalizeLanguage(language);
  const template = lookup(lng, key) ?? lookup('en', key) ?? lookup('en', 'errors.internal') ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value === 'string' && value.includes(':') && lookup(lng, value)) return lookup(lng, value)!;
    return String(value ?? '');
  });
}

export function hasMessage(key: string): boolean {
  return lookup('en', key) !== undefined;
}
