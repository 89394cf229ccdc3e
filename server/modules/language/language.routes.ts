import { and, eq, ne } from 'drizzle-orm';
import { languageEntity } from '../../../common/entities/language';
import { crudSource } from '../../core/crud/crud.repository';
import { crudRoutes } from '../../core/crud/crud.routes';
import { createCrudService } from '../../core/crud/crud.service';
import { conflict } from '../../core/errors';
import { languages } from '../../db/schema';

/** Languages: plain CRUD, plus "one default at most" and "the default stays enabled". */
const service = createCrudService({
  entity: languageEntity,
  source: crudSource(languages),
  unique: [{ fields: ['code'], message: 'validation.duplicateCode' }],
  hooks: {
    async prepare(tx, input, existing) {
      if (input.isDefault === true) {
        await tx.update(languages).set({ isDefault: false }).where(and(eq(languages.isDefault, true), ne(languages.id, Number(existing?.id ?? 0))));
        return { ...input, enabled: true };
      }
      if (input.isDefault === false && existing?.isDefault) throw conflict('language:defaultRequired');
      return input;
    },
    async beforeToggle(_tx, row, enabled) {
      if (!enabled && row.isDefault) throw conflict('language:defaultMustStayEnabled');
    },
    async beforeDelete(_tx, row) {
      if (row.isDefault) throw conflict('language:defaultCannotBeDeleted');
    },
  },
});

export const languageRoutes = crudRoutes(languageEntity, service);
