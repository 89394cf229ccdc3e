/** Server messages come from the same locale files as the browser's (public/locales/{lng}/errors.json). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UI_LANGUAGES, normalizeLanguage, type UiLanguage } from '../../common/envelope';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/locales');

type Messages = Record<string, unknown>;

const catalogs: Record<UiLanguage, Messages> = Object.fromEntries(
  UI_LANGUAGES.map((lng) => [lng, JSON.parse(readFileSync(path.join(localesDir, lng, 'errors.json'), 'utf8'))]),
) as Record<UiLanguage, Messages>;

function lookup(messages: Messages, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) =>
    (node && typeof node === 'object' ? (node as Messages)[part] : undefined), messages);
  return typeof value === 'string' ? value : undefined;
}

export function translate(language: string | undefined, key: string, params: Record<string, string | number> = {}): string {
  const lng = normalizeLanguage(language);
  const template = lookup(catalogs[lng], key) ?? lookup(catalogs.en, key) ?? lookup(catalogs.en, 'errors.internal') ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasMessage(key: string): boolean {
  return lookup(catalogs.en, key) !== undefined;
}
