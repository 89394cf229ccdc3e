/** antd form rules derived from the entity's field declaration: the same rules and messages as the server's. */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { fieldLabelKey, type EntitySpec, type FieldSpec } from '../../../common/crud/entity';
import { CRUD_MESSAGES as M, isJsonText } from '../../../common/crud/schema';
import { MAX_RATE_BP, parseRateInput } from '../../../common/rate';
import { VALIDATION_MESSAGES } from '../../../common/validators';
import { integerRules, moneyRule, phoneRule } from '../inputs/rules';

/** A text field whose pattern says "Phone format error": it takes a PhoneInput, which sends 254 and nine digits. */
export const isPhoneField = (field: FieldSpec) => field.kind === 'text' && field.patternMessage === VALIDATION_MESSAGES.phone;

const err = (t: TFunction, key: string, params: Record<string, unknown>) =>
  t(key.includes(':') ? key : `errors:${key}`, params) as string;

export function fieldRules(entity: EntitySpec, name: string, field: FieldSpec, t: TFunction): Rule[] {
  const label = t(fieldLabelKey(entity, name));
  const rules: Rule[] = [];
  if (field.required) rules.push({ required: true, message: err(t, M.required, { field: label }) });
  const text = field.kind === 'text' || field.kind === 'textarea' || field.kind === 'json' || field.kind === 'password';
  if (text && field.max !== undefined) rules.push({ max: field.max, message: err(t, M.maxLength, { field: label, max: field.max }) });
  if (text && field.min !== undefined) rules.push({ min: field.min, message: err(t, M.minLength, { field: label, min: field.min }) });
  // PhoneInput holds 254 and nine digits for any typed form, so one rule and one message cover the pattern.
  if (isPhoneField(field)) rules.push(phoneRule(t));
  else if (field.pattern) rules.push({ pattern: field.pattern, message: err(t, field.patternMessage ?? M.option, { field: label }) });
  if (field.kind === 'json') {
    rules.push({ validator: async (_, value?: string) => { if (value && !isJsonText(value)) throw new Error(err(t, M.json, { field: label })); } });
  }
  if (field.kind === 'integer') rules.push(...integerRules(t, label, field));
  if (field.kind === 'money') rules.push(moneyRule(t));
  if (field.kind === 'rate') {
    rules.push({ validator: async (_, value?: string | number) => {
      if (value === undefined || value === null || value === '') return;
      const bp = parseRateInput(value);
      if (bp === null || bp < (field.min ?? 0) || bp > (field.max ?? MAX_RATE_BP)) throw new Error(err(t, M.rate, { field: label }));
    } });
  }
  return rules;
}
