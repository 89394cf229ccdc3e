/** What the order audit screen sends: a follow-up (call note) and the review decision. */
import { z } from 'zod';

const orderId = z.number({ message: 'validation.required' }).int().positive();
const optionalText = (max: number) => z.string().trim().max(max, 'validation.maxLength').optional();

export const followSchema = z.object({
  orderId,
  contactKind: z.enum(['self', 'emergency', 'close'], { message: 'validation.option' }),
  /** The emergency or close contact called; not used for the customer (self). */
  contactId: z.number().int().positive().optional(),
  actionCode: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(16, 'validation.maxLength'),
  remark: optionalText(500),
  nextCallAt: z.coerce.date({ message: 'validation.date' }).optional(),
});

export const submitSchema = z.object({
  orderId,
  decision: z.enum(['approve', 'reject'], { message: 'validation.option' }),
  refuseCode: optionalText(16),
  remark: optionalText(500),
  answers: z.array(z.object({ questionId: z.number().int().positive(), answer: z.string().trim().max(200) })).max(50).default([]),
});

export type FollowInput = z.infer<typeof followSchema>;
export type SubmitInput = z.infer<typeof submitSchema>;
