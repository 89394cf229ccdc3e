/**
 * `GET schedule/availability?userIds=1,2,3`: each person's availability today (EAT) as on-shift.ts decides it, so the
 * allocation pickers tag who is off shift or on leave before the supervisor chooses (issue 34). For the screens that hand
 * out work: case allocation (any system), order allocation, dial-task assignment. Only people of the caller's merchant
 * scope are answered (a limited caller never learns another merchant's staff's days); ids outside it are left out.
 */
import { z } from 'zod';
import { CASE_ALLOCATION_SCREENS } from '../../../common/collection/case-list';
import { actionCode, viewCode } from '../../../common/routes';
import { AVAILABILITY_MAX_IDS, AVAILABILITY_URL, type AvailabilityAnswer } from '../../../common/schedule/availability';
import { DIAL_TASK_SCREEN } from '../../../common/telemarketing/dial';
import { needs } from '../../core/access';
import { merchantScopeOf } from '../../core/merchant-scope';
import { requireSession, route } from '../../core/route';
import { usersInScope } from './availability.repository';
import { availabilityOn, eatDayOf } from './on-shift';

const CODES = [
  ...Object.values(CASE_ALLOCATION_SCREENS).map(viewCode),
  actionCode('AuditSystem/OrderAllocation', 'allocate'), actionCode('AuditSystem/OrderAllocation', 'reallocate'),
  actionCode(DIAL_TASK_SCREEN, 'assign'),
];

const userIds = z.string().trim().min(1, 'schedule:availability.badIds')
  .transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())))])
  .refine((ids) => ids.every((id) => Number.isInteger(id) && id > 0), 'schedule:availability.badIds')
  .refine((ids) => ids.length <= AVAILABILITY_MAX_IDS, 'schedule:availability.tooMany');

export const availabilityRoutes = [
  route({
    method: 'GET', url: AVAILABILITY_URL, access: needs(...CODES), query: z.object({ userIds }),
    handler: async (ctx): Promise<AvailabilityAnswer> => {
      const { deps, query } = ctx;
      const session = requireSession(ctx);
      const day = eatDayOf(deps.now());
      const scope = await merchantScopeOf(deps.db, session.userId);
      // Ids of people the caller may see (users_pkey), then their days in one query (on-shift.ts).
      const visible = await usersInScope(deps.db, query.userIds, scope);
      const found = await availabilityOn(deps.db, visible, day);
      return { day, people: visible.map((userId) => ({ userId, availability: found.get(userId) ?? 'unplanned' })) };
    },
  }),
];
