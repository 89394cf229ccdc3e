import { z } from 'zod';
import { tmPersonnelEntity, tmPersonnelUrls } from '../../../common/entities/tm-personnel';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route } from '../../core/route';
import { activityChoices, candidates } from './tm-personnel.repository';
import { tmPersonnelService } from './tm-personnel.service';

const view = needs(viewCode(tmPersonnelEntity.screen));

export const tmPersonnelRoutes = [
  ...crudRoutes(tmPersonnelEntity, tmPersonnelService),
  route({
    method: 'GET', url: tmPersonnelUrls.candidates, access: view, query: z.object({ keyword: z.string().trim().max(64).default('') }),
    handler: (ctx) => candidates(ctx.deps.db, ctx.query.keyword),
  }),
  route({ method: 'GET', url: tmPersonnelUrls.activities, access: view, handler: (ctx) => activityChoices(ctx.deps.db) }),
];
