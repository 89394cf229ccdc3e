/** Telemarketing personnel: one row per telemarketer; known channels and activities; a telemarketer holding open tasks is not removed. */
import { tmPersonnelEntity } from '../../../common/entities/tm-personnel';
import { TM_TOUCH_CHANNELS } from '../../../common/telemarketing/dial';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict, validationError } from '../../core/errors';
import { knownActivityCount, openTasksOf, peopleOf, tmPersonnelSource } from './tm-personnel.repository';

export const tmPersonnelService = createCrudService({
  entity: tmPersonnelEntity,
  source: tmPersonnelSource,
  merchantScope: notMerchantScoped('telemarketing seats of company users; which users an administrator reaches is user administration'),
  unique: [{ fields: ['userId'], message: 'telemarketingWork:errors.duplicatePersonnel' }],
  hooks: {
    async prepare(tx, input) {
      const channels = input.channels as string[] | undefined;
      if (channels && (!channels.length || channels.some((c) => !(TM_TOUCH_CHANNELS as readonly string[]).includes(c)))) throw validationError('telemarketingWork:errors.channelsRequired');
      if (Array.isArray(input.activityIds)) {
        const ids = [...new Set(input.activityIds.map(Number))];
        if ((await knownActivityCount(tx, ids)) !== ids.length) throw validationError('telemarketingWork:errors.unknownActivity');
        return { ...input, activityIds: ids };
      }
      return input;
    },
    async beforeDelete(tx, row) {
      const held = await openTasksOf(tx, Number(row.userId));
      if (held) throw conflict('telemarketingWork:errors.holdsTasks', { count: held });
    },
    async present(db, rows) {
      const people = await peopleOf(db, rows.map((r) => Number(r.userId)));
      return rows.map((r) => ({ ...r, ...people.get(Number(r.userId)), id: r.id }));
    },
  },
});
