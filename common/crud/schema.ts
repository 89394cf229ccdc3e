/** Zod schemas derived from an entity declaration; the server validates with them. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { parseMoneyInput } from '../money';
import { MAX_RATE_BP, parseRateInput } from '../rate';
import { editableFields, filterFields, sortableFields, type EntitySpec, type FieldSpec } from './entity';

export const CRUD_MESSAGES = {
  required: 'validation.required',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  maxValue: 'validation.maxValue',
  minValue: 'validation.minValue',
  integer: 'validation.integer',
  json: 'validation.json',
  option: 'validation.option',
  money: 'validation.money',
  moneyNegative: 'validation.moneyNegative',
  rate: 'validation.rate',
} as const;

const M = CRUD_MESSAGES;

export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function textSchema(field: FieldSpec) {
  let schema = z.string({ message: M.required }).trim();
  if (field.required) schema = schema.min(1, M.required);
  if (field.min !== undefined) schema = schema.min(field.min, M.minLength);
  if (field.max !== undefined) schema = schema.max(field.max, M.maxLength);
  if (field.pattern) schema = schema.regex(field.pattern, field.patternMessage ?? M.option);
  if (field.kind === 'json') return schema.refine((v) => v === '' || isJsonText(v), M.json);
  return schema;
}

function fieldSchema(field: FieldSpec): z.ZodType {
  switch (field.kind) {
    case 'integer': {
      let schema = z.coerce.number({ message: M.integer }).int(M.integer);
      if (field.min !== undefined) schema = schema.min(field.min, M.minValue);
      if (field.max !== undefined) schema = schema.max(field.max, M.maxValue);
      return schema;
    }
    case 'money':
      return z.union([z.string(), z.number()], { message: M.money })
        .transform((v, ctx) => {
          const cents = parseMoneyInput(v);
          if (cents === null || cents < 0) { ctx.addIssue({ code: 'custom', message: cents === null ? M.money : M.moneyNegative }); return z.NEVER; }
          return cents;
        });
    case 'rate':
      return z.union([z.string(), z.number()], { message: M.rate })
        .transform((v, ctx) => {
          const bp = parseRateInput(v);
          if (bp === null || bp < (field.min ?? 0) || bp > (field.max ?? MAX_RATE_BP)) { ctx.addIssue({ code: 'custom', message: M.rate }); return z.NEVER; }
          return bp;
        });
    case 'boolean':
      return z.boolean({ message: M.required });
    case 'select':
      return field.options
        ? z.enum(field.options as [string, ...string[]], { error: (issue) => (issue.input === undefined || issue.input === null ? M.required : M.option) })
        : z.string({ message: M.required }).min(1, M.required);
    case 'multiSelect':
      return z.array(z.union([z.string(), z.number()]), { message: M.required });
    case 'datetime':
      return z.coerce.date({ message: M.required });
    default:
      return textSchema(field);
  }
}

/** The input a create or update accepts: editable fields only, unknown keys stripped. */
export function inputSchema(entity: EntitySpec, mode: 'create' | 'update') {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of editableFields(entity, mode)) {
    const schema = fieldSchema(field);
    const textual = field.kind === 'text' || field.kind === 'textarea' || field.kind === 'json';
    // An emptied text field clears the column (null); an absent one leaves it as it is.
    shape[name] = field.required ? schema : textual
      ? z.preprocess((v) => (v === '' || v === null ? null : v), schema.nullable().optional())
      : z.preprocess((v) => (v === null ? undefined : v), schema.optional());
  }
  return z.object(shape);
}

/** List query: paging, a sort among the sortable fields, and the declared filters. */
export function listQuerySchema(entity: EntitySpec) {
  const sortable = sortableFields(entity);
  const shape: Record<string, z.ZodType> = {
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sortField: (sortable.length ? z.enum(sortable as [string, ...string[]]) : z.never()).optional(),
    sortOrder: z.enum(['asc', 'desc', 'ascend', 'descend']).optional(),
  };
  for (const [name, field] of filterFields(entity)) {
    if (field.filter === 'range') {
      shape[`${name}From`] = z.coerce.date().optional();
      shape[`${name}To`] = z.coerce.date().optional();
    } else if (field.kind === 'boolean') {
      shape[name] = z.enum(['true', 'false']).transform((v) => v === 'true').optional();
    } else if (field.kind === 'integer' || field.lookup) {
      shape[name] = z.coerce.number().int().optional();
    } else {
      shape[name] = z.string().trim().max(200).optional();
    }
  }
  return z.object(shape);
}

export type ListQuery = {
  current: number;
  size: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc' | 'ascend' | 'descend';
  [filter: string]: unknown;
};
