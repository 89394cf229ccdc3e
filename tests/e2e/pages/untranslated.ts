import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * What a Chinese screen shows untranslated (issue 32.8): an i18n key as is (`loan.first`, `order:status.x`, a
 * namespace's own key) or an English enumeration — an option's English label ("Spouse") or its stored value
 * (`answered`, `noAnswer`, `sent`) in an element of its own. Read from the page once it has settled; no timing.
 */
const LOCALES = new URL('../../../public/locales/', import.meta.url);
type Tree = { [key: string]: string | Tree };
const read = (lng: string, file: string) => JSON.parse(readFileSync(new URL(`${lng}/${file}`, LOCALES), 'utf8')) as Tree;

function leaves(tree: Tree, path: string[] = []): { path: string[]; value: string }[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [{ path: [...path, key], value }] : leaves(value, [...path, key])));
}

/** Subtrees whose keys are stored values (options, statuses, results) and whose labels are an enumeration's. */
const ENUMERATION = /^(options|status|statuses|callResult|contactResult|relation|channel|kind|type|types|result|results|outcome|intent|audit|auditEntity)$/;

function vocabulary() {
  const keyNames = new Set<string>();
  const english = new Set<string>();
  const values = new Set<string>();
  const chinese = new Set<string>();
  for (const file of readdirSync(new URL('en/', LOCALES)).filter((f) => f.endsWith('.json'))) {
    const zhLeaves = leaves(read('zh', file));
    for (const { value } of zhLeaves) chinese.add(value.trim());
    const zh = new Map(zhLeaves.map((l) => [l.path.join('.'), l.value]));
    keyNames.add(file.replace(/\.json$/, ''));
    for (const { path, value } of leaves(read('en', file))) {
      for (const part of path) keyNames.add(part);
      if (!path.slice(0, -1).some((part) => ENUMERATION.test(part))) continue;
      // Words the two languages share (SMS, KES, M-Pesa, a code) are no sign of a missing translation.
      if (zh.get(path.join('.')) !== value && /[a-z]{3,}/.test(value) && !value.includes('{{')) english.add(value.trim());
      const stored = path[path.length - 1];
      if (/^[a-z][a-zA-Z]{2,}$/.test(stored)) values.add(stored);
    }
  }
  for (const same of chinese) { english.delete(same); values.delete(same); }
  return { keyNames, english: [...english], values: [...values] };
}

const WORDS = vocabulary();

/**
 * `word.word` or `ns:word.word` with a lower-case start whose first part is a namespace or a key of the locale
 * files: a key (a user name such as `mary.nyambura` has the form but no key's first part).
 */
const KEY_PATTERN = /\b[a-z][a-zA-Z]+[:.][a-z][a-zA-Z.]+\b/g;
/** Legitimate dotted text: e-mail addresses, links, host names and file names. */
const NOT_KEYS = [/\S+@\S+/g, /\b(?:https?:\/\/|www\.)\S+/g, /\b[\w.-]+\.(?:com|co|ke|org|net|io|app|json|png|jpe?g|pdf|xlsx|csv|txt|mp3|wav)\b/g];

/**
 * Where a screen shows an enumeration's label: a stored value (`sent`) there is one shown raw. Elsewhere — a table
 * cell, a field — the same word may be data (SensitiveInfoConfig lists the response fields `phone`, `idNumber`).
 */
const ENUMERATION_PLACES = '.ant-tag, .ant-badge-status, .ant-timeline, .ant-descriptions-item-content, .ant-select-selector, '
  + '.ant-radio-wrapper, .ant-checkbox-wrapper, .ant-segmented, .ant-steps, [role="tab"], .ant-menu';
/**
 * English text that a screen shows as data, not as a label: what staff typed in one language in the demo data, by
 * screen key (the smoke test's). Each names where the demo writes it.
 */
const AUDIT_ANSWERS = ['Confirmed', 'Partly confirmed', 'Not confirmed', 'Other']; // audit questions' answers, seed/origination.data.ts
export const ENGLISH_DATA: Record<string, readonly string[]> = {
  'OperationSystem/AppContentManagement': ['Privacy policy', 'Loan agreement'], // app contents in English, seed/app-content.ts
  'AuditSystem/AuditConfiguration': AUDIT_ANSWERS,
  'OrderDetailAudit/OrderAudit': AUDIT_ANSWERS,
  'OrderDetailAudit/OrderDetail': AUDIT_ANSWERS,
  // The telemarketing options' codes and names, typed in English (seed/telemarketing-lists.ts, dictionaries.data.ts)
  'TelemarketingSystem/BaseTypeOption': ['No demand', 'Willing', 'Not connected', 'Unclear', 'Unwilling', 'Number fault', 'Connected', 'Busy', 'Switched off', 'busy'],
  'TelemarketingSystem/RoboticTask': ['Registered, not applied'], // a task's name, seed/contact-push.ts
  'UserSystem/MultiLanguageConfiguration': ['Kiswahili'], // a language's own name
  'OperationSystem/BusinessNode': ['Collection', 'Repayment reminder', 'Customer service'], // business nodes' names as staff named them, seed/contact.ts
  // The demo's departments by their English names (seed/demo.data.ts), where a screen lists departments or staff by them.
  'TelemarketingSystem/TelemarketingPersonnel': ['Telemarketing'],
  'UserSystem/DepartmentManagement': ['Telemarketing'],
  'AppraisalSystem/EmployeeDisciplineData': ['Telemarketing', 'Customer Service'], // the teams' (departments') names, a group when the staff has none, seed/demo.data.ts
};

export interface Untranslated { rawKeys: string[]; englishEnumerations: string[] }

/** What the page shows untranslated; `screen` (a route-table key) lets its data through (ENGLISH_DATA). */
export async function untranslated(page: Page, screen?: string): Promise<Untranslated> {
  const data = new Set(screen ? ENGLISH_DATA[screen] ?? [] : []);
  const { text, pieces, labels } = await page.evaluate((labelled) => {
    const shown = (el: Element | null) => !!el && el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    const labels: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const piece = node.textContent?.trim();
      if (!piece || !shown(node.parentElement)) continue;
      found.push(piece);
      if (node.parentElement?.closest(labelled)) labels.push(piece);
    }
    // antd's icons name themselves by their glyph (aria-label="phone"): that is the icon set's, not a label.
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')].filter((el) => shown(el) && !el.matches('.anticon'))
      .flatMap((el) => ['placeholder', 'aria-label', 'title', 'alt'].map((name) => el.getAttribute(name)?.trim() ?? '').filter(Boolean));
    return { text: document.body.innerText, pieces: [...found, ...attributes], labels };
  }, ENUMERATION_PLACES);
  const plain = NOT_KEYS.reduce((rest, pattern) => rest.replace(pattern, ' '), [text, ...pieces].join('\n'));
  const english = new Set(WORDS.english);
  const values = new Set(WORDS.values);
  return {
    rawKeys: [...new Set(plain.match(KEY_PATTERN) ?? [])].filter((key) => WORDS.keyNames.has(key.split(/[:.]/)[0])),
    englishEnumerations: [...new Set([...pieces.filter((piece) => english.has(piece) && !data.has(piece)), ...labels.filter((piece) => values.has(piece) && !data.has(piece))])],
  };
}
