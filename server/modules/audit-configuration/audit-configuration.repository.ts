/** The human-review questions: the generic CRUD's source, and the enabled ones in the order the audit screen asks them. */
import { asc, eq } from 'drizzle-orm';
import type { EnabledQuestion } from '../../../common/entities/audit-configuration';
import { crudSource } from '../../core/crud/crud.repository';
import type { DbOrTx } from '../../db/client';
import { auditQuestions } from '../../db/schema';

export const auditQuestionSource = crudSource(auditQuestions);

export const enabledQuestions = (db: DbOrTx): Promise<EnabledQuestion[]> =>
  db.select({ id: auditQuestions.id, question: auditQuestions.question, options: auditQuestions.options, required: auditQuestions.required })
    .from(auditQuestions).where(eq(auditQuestions.enabled, true)).orderBy(asc(auditQuestions.sort), asc(auditQuestions.id));
