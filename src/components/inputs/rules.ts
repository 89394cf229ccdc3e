/**
 * Form rules with the server's checks and messages (the zod schemas in common/): the inputs of this folder
 * never clamp, round or cut what is typed, so these rules are what refuses it.
 */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { CRUD_MESSAGES as M } from '../../../common/crud/schema';
import { parseMoneyInput } from '../../../common/money';
import { isPhone, VALIDATION_MESSAGES as V } from '../../../common/validators';

const blank = (value: unknown) => value === undefined || value === null || value === '';
const say = (t: TFunction, key: string, params: Record<string, unknown> = {}) => t(key.includes(':') ? key : `errors:${key}`, params) as string;

/** An amount of KES as the server reads it: not negative, at most two decimals (common/crud/schema.ts, money). */
export function moneyRule(t: TFunction): Rule {
  return {
    validator: async (_, value?: string | number) => {
      if (blank(value)) return;
      const cents = parseMoneyInput(value as string | number);
      if (cents === null || cents < 0) throw new Error(say(t, cents === null ? M.money : M.moneyNegative));
    },
  };
}

/** A whole number within min and max, with the messages of the server's integer schema. */
export function integerRules(t: TFunction, field: string, { min, max, maxMessage }: { min?: number; max?: number; maxMessage?: string } = {}): Rule[] {
  return [{
    validator: async (_, value?: number | string | null) => {
      if (blank(value)) return;
      const n = Number(value);
      if (!Number.isInteger(n)) throw new Error(say(t, M.integer, { field }));
      if (min !== undefined && n < min) throw new Error(say(t, M.minValue, { field, min }));
      if (max !== undefined && n > max) throw new Error(maxMessage ?? say(t, M.maxValue, { field, max }));
    },
  }];
}

/** At most `max` characters: the counter turns red past it and this refuses it. */
export function maxLengthRule(t: TFunction, field: string, max: number): Rule {
  return { max, message: say(t, M.maxLength, { field, max }) };
}

/** A phone as PhoneInput holds it: 254 and nine digits once what was typed reads as a Kenyan mobile number. */
export function phoneRule(t: TFunction): Rule {
  return {
    validator: async (_, value?: string) => {
      if (!blank(value) && !isPhone(String(value))) throw new Error(say(t, V.phone));
    },
  };
}
