import { normalizeLanguage } from '../../../common/envelope';
import { signedIn } from '../../core/access';
import { route } from '../../core/route';
import { findOptions } from './dictionary.repository';

/** Dictionary options by key, labelled in the caller's language (zh falls back to the default label). */
export const dictionaryRoutes = [
  route({
    method: 'GET', url: 'getSelectOptionRespDtos/:key', access: signedIn,
    handler: async ({ deps, params, language }) => {
      const lng = normalizeLanguage(language);
      const rows = await findOptions(deps.db, params.key);
      return rows.map((r) => ({
        key: r.itemKey,
        value: r.itemValue,
        label: (lng === 'zh' ? r.labelZh : r.labelEn) || r.labelDefault,
        valueType: r.valueType,
      }));
    },
  }),
];
