/**
 * Message templates (spec 3) and sensitive words (spec 5), as pure functions shared by the browser (the
 * form's check and preview) and the server (saving and sending).
 *
 * Variables are written `{name}`: a letter, then letters, digits or underscores. Any other brace is text.
 */

/** The channels a business node may push on, and a template may use. */
export const PUSH_CHANNELS = ['sms', 'appPush', 'email', 'voice', 'phoneSms', 'messagingApp'] as const;

/** Who a template addresses. */
export const CONTACT_TYPES = ['borrower', 'emergencyContact', 'prospect'] as const;

export const VARIABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const VARIABLE = /\{([A-Za-z][A-Za-z0-9_]{0,39})\}/g;

/** The variable names a content uses, each once, in order of first use. */
export function templateVariables(content: string): string[] {
  return [...new Set(Array.from(content.matchAll(VARIABLE), (m) => m[1]))];
}

/** The first variable the content uses that the node does not provide, or null. */
export function unknownVariable(content: string, provided: readonly string[]): string | null {
  return templateVariables(content).find((name) => !provided.includes(name)) ?? null;
}

export interface Rendered {
  text: string;
  /** Variables the content uses that `variables` lacks (left as `{name}` in the text). */
  missing: string[];
}

/** Fills `{name}` from `variables`; a variable given as an empty string counts as missing. */
export function renderTemplate(content: string, variables: Record<string, string>): Rendered {
  const missing: string[] = [];
  const text = content.replace(VARIABLE, (whole, name: string) => {
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    if (value === undefined || value === '') {
      if (!missing.includes(name)) missing.push(name);
      return whole;
    }
    return value;
  });
  return { text, missing };
}

/** The words of comma-separated lists (also split on Chinese commas and new lines), trimmed, without blanks. */
export function splitWords(list: string): string[] {
  return list.split(/[,，、\n]/).map((w) => w.trim().replace(/\s+/g, ' ')).filter((w) => w.length > 0);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first listed word the text contains, as written in the list, or null.
 * Matching is case-insensitive and by whole word or phrase: "fraud" is found in "Fraud!" but not in
 * "defrauded"; a word ending in `*` matches as a prefix ("idiot*" finds "idiots"). Words in a script without
 * spaces (Chinese) match anywhere. Spaces inside a phrase match any run of white space.
 */
export function findSensitiveWord(text: string, lists: readonly string[]): string | null {
  for (const list of lists) {
    for (const word of splitWords(list)) {
      if (matchesWord(text, word)) return word;
    }
  }
  return null;
}

function matchesWord(text: string, word: string): boolean {
  const prefix = word.endsWith('*');
  const bare = prefix ? word.slice(0, -1).trim() : word;
  if (!bare) return false;
  const body = bare.split(' ').map(escapeRegExp).join('\\s+');
  const spaced = /[\p{L}\p{N}]/u.test(bare) && !/\p{Script=Han}/u.test(bare);
  const pattern = spaced
    ? `(?<![\\p{L}\\p{N}])${body}${prefix ? '' : '(?![\\p{L}\\p{N}])'}`
    : body;
  return new RegExp(pattern, 'iu').test(text);
}

/** A template's case stage may name a whole stage: every pre-reminder case, or every overdue case. */
export const TEMPLATE_STAGES = ['preReminder', 'overdue'] as const;

/**
 * Whether a collection template fits a case (docs/collection.md, "SMS from the workbench"): its `caseStage` is
 * empty (any case), a stage (`preReminder` / `overdue`: every level of it) or one level (`S2`, `D-1`, `Stage3`:
 * that level only); a merchant's own template fits only that merchant's cases; only borrower templates.
 */
export function templateFitsCase(
  template: { caseStage: string | null; merchantId: number | null; contactType: string },
  kase: { kind: string; level: string; merchantId: number },
): boolean {
  if (template.contactType !== 'borrower') return false;
  if (template.merchantId !== null && template.merchantId !== kase.merchantId) return false;
  const stage = template.caseStage?.trim();
  if (!stage) return true;
  if ((TEMPLATE_STAGES as readonly string[]).includes(stage)) return stage === kase.kind;
  return stage === kase.level;
}
