import type { DictTypeRow } from './dict-rows';

type Translate = (key: string, options: { lng?: string; defaultValue: string }) => string;

/**
 * A dictionary type's name in the interface language. The reference types are seeded with English names: while
 * a type keeps its seeded name it shows dict:typeNames.<KEY>; a name an administrator gave it shows as given.
 */
export function dictTypeName(t: Translate, type: Pick<DictTypeRow, 'dictKey' | 'name'>): string {
  const key = `dict:typeNames.${type.dictKey}`;
  const seeded = t(key, { lng: 'en', defaultValue: '' });
  return seeded !== '' && seeded === type.name ? t(key, { defaultValue: type.name }) : type.name;
}
