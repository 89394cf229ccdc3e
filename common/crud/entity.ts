/**
 * An entity is declared once: its fields, their kinds and rules, which are listed, filtered, sorted and
 * edited. The server's validation and list queries, and the browser's columns, filters and form rules,
 * all derive from this declaration (see docs/adding-a-screen.md).
 */
export type FieldKind = 'text' | 'textarea' | 'integer' | 'money' | 'rate' | 'boolean' | 'select' | 'multiSelect' | 'datetime' | 'json' | 'password';

export interface FieldSpec {
  kind: FieldKind;
  required?: boolean;
  /** Text: maximum length. Numbers: maximum value. Rates: maximum in basis points (default 10000). */
  max?: number;
  /** Text: minimum length. Numbers: minimum value. */
  min?: number;
  pattern?: RegExp;
  /** Message key (errors namespace or "ns:key") shown when the pattern fails. */
  patternMessage?: string;
  /** Fixed choices; labels come from `${entity}:options.${field}.${value}`. */
  options?: readonly string[];
  /** Choices from a dictionary (getSelectOptionRespDtos/{dictKey}). */
  dictKey?: string;
  /** Choices loaded from another API list (browser only), e.g. departments. */
  lookup?: string;
  /**
   * Shown as a list column. `'more'`: a column the list's chooser offers, left out of the first view so that the
   * row and its actions fit 1280 px (issue 32.2); what staff read first stays `true`.
   */
  list?: boolean | 'more';
  /** Offered as a list filter. */
  filter?: 'exact' | 'contains' | 'range';
  sortable?: boolean;
  /** Set by the server; never accepted as input. */
  readOnly?: boolean;
  /** Accepted on create only. */
  createOnly?: boolean;
  /** Only in the form, not stored as a column (e.g. a password). */
  formOnly?: boolean;
  /** Hint key shown under the form field. */
  hint?: string;
  /** Label key ("ns:path") when it is not `${namespace}:fields.${name}` (one column labelled per screen). */
  label?: string;
  /** A boolean filter's two choices (label keys of true and false) where "Yes / No" would misname the state. */
  flagLabels?: readonly [string, string];
}

export type Fields = Record<string, FieldSpec>;

/** A rule across fields (e.g. minimum ≤ maximum), checked by the server and shown on `field` by the form. */
export interface FieldProblem {
  field: string;
  /** Message key, "ns:path". */
  message: string;
}

export interface EntitySpec<F extends Fields = Fields> {
  /** One name end to end: the i18n namespace and the API path (`${name}/list`). */
  name: string;
  /** Route-table key of its screen, e.g. "UserSystem/MultiLanguageConfiguration". */
  screen: string;
  fields: F;
  defaultSort: { field: keyof F & string; order: 'asc' | 'desc' };
  /** i18n namespace of its labels when it is not `name`, e.g. a child record labelled in its parent's file. */
  namespace?: string;
  /** Has an enabled flag switched with confirmation. */
  toggleable?: boolean;
  /**
   * The property that names one record to a person (a declared field or one the server presents, e.g.
   * "productName"), shown in the edit dialog's title beside the noun `${namespace}:nouns.${name}`.
   */
  recordName?: string;
}

/** Checks the declaration against its own field names, then widens it for the generic code. */
export function defineEntity<F extends Fields>(spec: EntitySpec<F>): EntitySpec {
  return spec as unknown as EntitySpec;
}

const namespaceOf = (entity: EntitySpec) => entity.namespace ?? entity.name;
export const fieldLabelKey = (entity: EntitySpec, field: string) => entity.fields[field]?.label ?? `${namespaceOf(entity)}:fields.${field}`;
/** What one record is called, e.g. "product", for titles like "Edit product Soko Credit 21-day". */
export const recordNounKey = (entity: EntitySpec) => `${namespaceOf(entity)}:nouns.${entity.name}`;
export const optionLabelKey = (entity: EntitySpec, field: string, value: string) => `${namespaceOf(entity)}:options.${field}.${value}`;

export const editableFields = (entity: EntitySpec, mode: 'create' | 'update') =>
  Object.entries(entity.fields).filter(([, f]) => !f.readOnly && (mode === 'create' || !f.createOnly));
export const listedFields = (entity: EntitySpec) => Object.entries(entity.fields).filter(([, f]) => f.list);
/** Listed columns the first view leaves out (`list: 'more'`): the column chooser shows them. */
export const moreListedFields = (entity: EntitySpec) => listedFields(entity).filter(([, f]) => f.list === 'more').map(([name]) => name);
export const filterFields = (entity: EntitySpec) => Object.entries(entity.fields).filter(([, f]) => f.filter);
export const sortableFields = (entity: EntitySpec) => Object.entries(entity.fields).filter(([, f]) => f.sortable).map(([name]) => name);
