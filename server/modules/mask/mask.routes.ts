import { z } from 'zod';
import { REVEAL_PERMISSION } from '../../../common/sensitive';
import { needs } from '../../core/access';
import { recordAudit } from '../../core/audit';
import { forbidden, notFound, validationError } from '../../core/errors';
import { requireSession, route } from '../../core/route';
import { REVEAL_SOURCES } from './reveal.registry';


/** Reveals one masked value: needs the entity's operation code and the reveal sensitive permission; audited. */
export const maskRoutes = [
  route({
    method: 'GET', url: 'sensitive/reveal',
    access: needs(...Object.values(REVEAL_SOURCES).map((s) => s.code)),
    query: z.object({ entity: z.string().max(40), id: z.coerce.number().int().positive(), field: z.string().max(40) }),
    handler: async (ctx) => {
      const session = requireSession(ctx);
      const source = REVEAL_SOURCES[ctx.query.entity];
      if (!source?.fields.includes(ctx.query.field)) throw validationError('errors.badRequest');
      if (!session.codes.has(source.code) || !session.sensitivePerms.has(REVEAL_PERMISSION)) throw forbidden();
      const value = await source.load(ctx.deps.db, ctx.query.id, ctx.query.field, session.userId);
      if (value === undefined) throw notFound();
      await recordAudit(ctx.deps.db, ctx.actor, {
        action: 'reveal', entity: ctx.query.entity, entityId: ctx.query.id, after: { field: ctx.query.field },
      });
      return { data: value ?? '' };
    },
  }),
];
