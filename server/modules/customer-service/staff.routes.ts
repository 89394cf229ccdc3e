/** csStaff/*: the CRUD kit's routes and the user choices of the form. */
import { CS_STAFF_CANDIDATES_URL, csStaffEntity, STAFF_SCREEN } from '../../../common/customer-service/staff';
import { viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { crudRoutes } from '../../core/crud/crud.routes';
import { route } from '../../core/route';
import { staffCandidates } from './staff.repository';
import { staffService } from './staff.service';

export const staffRoutes = [
  ...crudRoutes(csStaffEntity, staffService),
  route({ method: 'GET', url: CS_STAFF_CANDIDATES_URL, access: needs(viewCode(STAFF_SCREEN)), handler: (ctx) => staffCandidates(ctx.deps.db) }),
];
