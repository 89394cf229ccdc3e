/** Quality center configuration (QualitySystem/QualityCenter): sampling shares, claim minutes, appeal days and scorecards, audited. */
import type { QualityConductRule } from '../../../common/quality/quality';
import type { Actor } from '../../core/access';
import { recordAudit } from '../../core/audit';
import type { Deps } from '../../core/deps';
import { notFound } from '../../core/errors';
import * as repo from './quality.repository';

export async function configuration(deps: Deps) {
  const [settings, cards] = await Promise.all([repo.settings(deps.db), repo.scorecards(deps.db)]);
  const checkpoints = await repo.checkpointsOf(deps.db, cards.map((c) => c.id));
  return {
    settings: {
      collectionSharePct: settings.collectionSharePct, telemarketingSharePct: settings.telemarketingSharePct,
      serviceSharePct: settings.serviceSharePct, claimMinutes: settings.claimMinutes, appealDays: settings.appealDays,
    },
    scorecards: cards.map((c) => ({
      id: c.id, name: c.name, passMark: c.passMark, isDefault: c.isDefault, enabled: c.enabled,
      checkpoints: checkpoints.filter((p) => p.scorecardId === c.id).map((p) => ({
        id: p.id, label: p.label, weight: p.weight, instantFail: p.instantFail, conductRule: p.conductRule, enabled: p.enabled,
      })),
    })),
  };
}

export async function saveSettings(deps: Deps, actor: Actor, body: typeof repo.DEFAULT_QUALITY_SETTINGS) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await repo.settings(tx);
    const after = await repo.saveSettings(tx, body, now);
    await recordAudit(tx, actor, {
      action: 'qualitySettings.update', entity: 'qualitySettings', entityId: 1,
      before: { collectionSharePct: before.collectionSharePct, telemarketingSharePct: before.telemarketingSharePct, serviceSharePct: before.serviceSharePct, claimMinutes: before.claimMinutes, appealDays: before.appealDays },
      after: body,
    });
    return { id: after.id };
  });
}

interface ScorecardBody {
  id?: number; name: string; passMark: number;
  checkpoints: { id?: number; label: string; weight: number; instantFail: boolean; conductRule: QualityConductRule | null; enabled: boolean }[];
}

/** Saves a scorecard with its checkpoints (a checkpoint is disabled, never deleted: past reviews keep their results). */
export async function saveScorecard(deps: Deps, actor: Actor, body: ScorecardBody) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const existing = body.id ? await repo.lockScorecard(tx, body.id) : null;
    if (body.id && !existing) throw notFound('quality:errors.scorecardNotFound');
    const before = existing ? { name: existing.name, passMark: existing.passMark, checkpoints: (await repo.checkpointsOf(tx, [existing.id])).map(checkpointAudit) } : undefined;
    const card = existing
      ? await repo.updateScorecard(tx, existing.id, { name: body.name, passMark: body.passMark, updatedAt: now })
      : await repo.insertScorecard(tx, { name: body.name, passMark: body.passMark, isDefault: (await repo.scorecards(tx)).length === 0, createdAt: now, updatedAt: now });
    if (!card) throw notFound('quality:errors.scorecardNotFound');
    for (const [i, c] of body.checkpoints.entries()) {
      const values = { label: c.label, weight: c.weight, instantFail: c.instantFail, conductRule: c.conductRule, enabled: c.enabled, sort: i + 1, updatedAt: now };
      if (c.id) {
        if (!(await repo.updateCheckpoint(tx, c.id, card.id, values))) throw notFound('quality:errors.scorecardNotFound');
      } else await repo.insertCheckpoint(tx, { ...values, scorecardId: card.id, createdAt: now });
    }
    const after = await repo.checkpointsOf(tx, [card.id]);
    await recordAudit(tx, actor, {
      action: existing ? 'qualityScorecard.update' : 'qualityScorecard.add', entity: 'qualityScorecard', entityId: card.id,
      before, after: { name: card.name, passMark: card.passMark, checkpoints: after.map(checkpointAudit) },
    });
    return { id: card.id };
  });
}

const checkpointAudit = (c: { id: number; label: string; weight: number; instantFail: boolean; conductRule: string | null; enabled: boolean }) =>
  ({ id: c.id, label: c.label, weight: c.weight, instantFail: c.instantFail, conductRule: c.conductRule, enabled: c.enabled });
