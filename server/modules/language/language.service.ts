import { languageEntity } from '../../../common/entities/language';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict } from '../../core/errors';
import { clearDefaultLanguage, languageSource } from './language.repository';

/** Languages: plain CRUD, plus "one default at most" and "the default stays enabled". */
export const languageService = createCrudService({
  entity: languageEntity,
  source: languageSource,
  merchantScope: notMerchantScoped('interface languages are one set for the system'),
  unique: [{ fields: ['code'], message: 'validation.duplicateCode' }],
  hooks: {
    async prepare(tx, input, existing) {
      if (input.isDefault === true) {
        await clearDefaultLanguage(tx, Number(existing?.id ?? 0));
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
