/** AuditPersonnel: CRUD of audit_personnel with loads, candidates to add, merchants, freeze/unfreeze and working status. */
import { z } from 'zod';
import { auditPersonnelEntity, auditPersonnelUrls, WORKING_STATUSES } from '../../../common/entities/audit-personnel';
import { listQuerySchema, type ListQuery } from '../../../common/crud/schema';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route, routeCaller } from '../../core/route';
import * as repo from './audit-personnel.repository';
import { crud, listPersonnel, setFrozen, setWorkingStatus } from './audit-personnel.service';

const SCREEN = auditPersonnelEntity.screen;
const LIST_URL = `${auditPersonnelEntity.name}/list`;
const idBody = z.object({ id: z.number().int().positive() });
const fieldLabel = (field: string) => `auditPersonnel:fields.${field}`;

export const auditPersonnelRoutes = [
  // The generated list is replaced by one that adds today's loads, which depend on the injected clock.
  ...crudRoutes(auditPersonnelEntity, crud).filter((r) => r.url !== LIST_URL),
  route({
    method: 'GET', url: LIST_URL, access: needs(viewCode(SCREEN)), query: listQuerySchema(auditPersonnelEntity) as unknown as z.ZodType<ListQuery>,
    handler: (ctx) => listPersonnel(ctx.deps, ctx.query, routeCaller(ctx)),
  }),
  route({
    method: 'GET', url: auditPersonnelUrls.merchants, access: needs(viewCode(SCREEN)),
    handler: ({ deps }) => repo.merchantChoices(deps.db),
  }),
  route({
    method: 'GET', url: auditPersonnelUrls.candidates, access: needs(actionCode(SCREEN, 'add')),
    query: z.object({ keyword: z.string().trim().max(64).default('') }),
    handler: ({ deps, query }) => repo.personnelCandidates(deps.db, query.keyword),
  }),
  route({
    method: 'POST', url: 'auditPersonnel/freeze', access: needs(actionCode(SCREEN, 'freeze')), body: idBody,
    handler: async ({ deps, body, actor }) => { await setFrozen(deps, body.id, true, actor); },
  }),
  route({
    method: 'POST', url: 'auditPersonnel/unfreeze', access: needs(actionCode(SCREEN, 'unfreeze')), body: idBody,
    handler: async ({ deps, body, actor }) => { await setFrozen(deps, body.id, false, actor); },
  }),
  route({
    method: 'POST', url: 'auditPersonnel/workingStatus', access: needs(actionCode(SCREEN, 'update')), fieldLabel,
    body: idBody.extend({ workingStatus: z.enum(WORKING_STATUSES, { message: 'validation.option' }) }),
    handler: async ({ deps, body, actor }) => { await setWorkingStatus(deps, body.id, body.workingStatus, actor); },
  }),
];
