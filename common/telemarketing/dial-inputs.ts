/** Dial task, approval and attribution inputs: the server's schemas and the forms' rules. */
import { z } from 'zod';
import { filterQuerySchema } from '../lists/filters';
import { pageQuery } from '../money/money-inputs';
import { APPROVAL_FILTERS, ATTRIBUTION_FILTERS, DIAL_ASSIGN_MAX, DIAL_TASK_FILTERS, TM_INTENTS } from './dial';

const id = z.number({ message: 'validation.required' }).int().positive();
const remark = z.string().trim().max(200, 'validation.maxLength').nullish().transform((v) => v || null);

export const dialTaskQuerySchema = pageQuery.extend(filterQuerySchema(DIAL_TASK_FILTERS).shape);
export const approvalQuerySchema = pageQuery.extend(filterQuerySchema(APPROVAL_FILTERS).shape);
export const attributionQuerySchema = pageQuery.extend(filterQuerySchema(ATTRIBUTION_FILTERS).shape);

export const assignBodySchema = z.object({
  userId: id,
  entryIds: z.array(id).max(DIAL_ASSIGN_MAX).optional(),
  merchantId: id.optional(),
  count: z.number().int().min(1).max(DIAL_ASSIGN_MAX).optional(),
});

export const followUpBodySchema = z.object({
  entryId: id,
  intent: z.enum(TM_INTENTS, { message: 'validation.required' }),
  nextCallAt: z.iso.datetime({ offset: true, message: 'validation.date' }).nullish(),
  remark,
});

export const entryBodySchema = z.object({ entryId: id });
export const entryQuerySchema = z.object({ entryId: z.coerce.number().int().positive() });

export const applyBodySchema = z.object({
  activityId: id,
  entryId: id,
  reason: remark,
});
export const reviewBodySchema = z.object({ id, remark });
