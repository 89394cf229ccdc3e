/** CollectionPersonnel and CollectionPersonnelNew: the CRUD routes of each system's entity, candidates, freeze and unfreeze. */
import { z } from 'zod';
import { COLLECTION_PERSONNEL_ENTITIES, personnelCandidatesUrl } from '../../../common/collection/personnel';
import { COLLECTION_SYSTEMS, type CollectionSystem } from '../../../common/collection/statuses';
import { actionCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route, type RouteDef } from '../../core/route';
import * as repo from './collection-personnel.repository';
import { personnelService, setFrozen } from './collection-personnel.service';

const idBody = z.object({ id: z.number().int().positive() });

function routesOf(system: CollectionSystem): RouteDef[] {
  const entity = COLLECTION_PERSONNEL_ENTITIES[system];
  const code = (action: string) => actionCode(entity.screen, action);
  return [
    ...crudRoutes(entity, personnelService(system)),
    route({
      method: 'GET', url: personnelCandidatesUrl(system), access: needs(code('add')),
      query: z.object({ keyword: z.string().trim().max(64).default('') }),
      handler: ({ deps, query }) => repo.candidates(deps.db, system, query.keyword),
    }),
    route({
      method: 'POST', url: `${entity.name}/freeze`, access: needs(code('freeze')), body: idBody,
      handler: async ({ deps, body, actor }) => { await setFrozen(deps, system, body.id, true, actor); },
    }),
    route({
      method: 'POST', url: `${entity.name}/unfreeze`, access: needs(code('unfreeze')), body: idBody,
      handler: async ({ deps, body, actor }) => { await setFrozen(deps, system, body.id, false, actor); },
    }),
  ];
}

export const collectionPersonnelRoutes = COLLECTION_SYSTEMS.flatMap(routesOf);
