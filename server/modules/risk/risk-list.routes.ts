/** ListManagement: the standard entry routes and a batch add of pasted values. */
import { z } from 'zod';
import { MAX_BATCH_VALUES, riskListEntity, splitValues } from '../../../common/entities/risk-list';
import { LIST_SUBJECTS, LIST_TYPES } from '../../../common/risk/variables';
import { actionCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route, type RouteDef } from '../../core/route';
import { batchAdd, riskListService } from './risk-list.service';

const batchBody = z.object({
  listType: z.enum(LIST_TYPES, { message: 'validation.option' }),
  subjectType: z.enum(LIST_SUBJECTS, { message: 'validation.option' }),
  values: z.string({ message: 'riskList:errors.batchEmpty' })
    .refine((text) => splitValues(text).length > 0, 'riskList:errors.batchEmpty')
    .refine((text) => splitValues(text).length <= MAX_BATCH_VALUES, 'riskList:errors.batchTooMany'),
  reason: z.string().trim().max(200, 'validation.maxLength').optional(),
  expiresAt: z.coerce.date({ message: 'validation.invalidField' }).optional(),
});

export const riskListRoutes: RouteDef[] = [
  ...crudRoutes(riskListEntity, riskListService),
  route({
    method: 'POST', url: 'riskList/batchSave', access: needs(actionCode(riskListEntity.screen, 'add')), body: batchBody,
    fieldLabel: (f) => `riskList:fields.${f}`,
    handler: ({ deps, body, actor }) => batchAdd(deps, body, actor),
  }),
];
