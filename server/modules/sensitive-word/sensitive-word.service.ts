import { splitWords } from '../../../common/contact/template';
import { sensitiveWordEntity } from '../../../common/entities/sensitiveWord';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { validationError } from '../../core/errors';
import { sensitiveWordSource } from './sensitive-word.repository';

/** Sensitive-word lists: stored as typed, normalised to "a, b, c" without blanks or repeats (ignoring case). */
export const sensitiveWordService = createCrudService({
  entity: sensitiveWordEntity,
  source: sensitiveWordSource,
  merchantScope: notMerchantScoped('one list of words no message may carry'),
  unique: [{ fields: ['name'], message: 'sensitiveWord:errors.duplicateName' }],
  hooks: {
    async prepare(_tx, input) {
      if (typeof input.words !== 'string') return input;
      const seen = new Set<string>();
      const words = splitWords(input.words).filter((w) => !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()));
      const tooLong = words.find((w) => w.length > 64);
      if (tooLong) throw validationError('sensitiveWord:errors.wordTooLong', { word: tooLong.slice(0, 20) });
      if (words.length === 0 || words.every((w) => w.replace(/\*$/, '').trim() === '')) throw validationError('sensitiveWord:errors.noWords');
      return { ...input, words: words.join(', ') };
    },
  },
});
