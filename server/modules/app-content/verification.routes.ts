import { z } from 'zod';
import { listQuerySchema, type ListQuery } from '../../../common/crud/schema';
import { verificationCodeEntity } from '../../../common/entities/verification-code';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { route } from '../../core/route';
import { listCodes, resendCode } from './verification.service';

const SCREEN = verificationCodeEntity.screen;

export const verificationRoutes = [
  route({
    method: 'GET', url: 'verificationCode/list', access: needs(viewCode(SCREEN)), query: listQuerySchema(verificationCodeEntity) as unknown as z.ZodType<ListQuery>,
    handler: ({ deps, query }) => listCodes(deps, query),
  }),
  route({
    method: 'POST', url: 'verificationCode/resend', access: needs(actionCode(SCREEN, 'resend')),
    body: z.object({ id: z.number().int().positive() }),
    handler: ({ deps, body, actor }) => resendCode(deps, body.id, actor),
  }),
];
