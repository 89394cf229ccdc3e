/** The four configuration screens on the CRUD kit: references checked, cross-field rules, names joined without N+1. */
import {
  reviewAmountProblem, reviewDataEntity, supermarketPlatformEntity, supermarketRecommendEntity, supermarketVipLevelEntity,
} from '../../../common/entities/loan-supermarket';
import { createCrudService } from '../../core/crud/crud.service';
import { notMerchantScoped } from '../../core/crud/crud.scope';
import { conflict, validationError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { assertAppExists } from '../app-content/app-content.repository';
import * as repo from './loan-supermarket.repository';

type Row = Record<string, unknown>;
const E = 'loanSupermarket:errors';

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

async function withAppNames(db: DbOrTx, rows: Row[]): Promise<Row[]> {
  const names = await repo.appNamesOf(db, [...new Set(rows.map((r) => r.appCode as string))]);
  return rows.map((r) => ({ ...r, appName: names.get(r.appCode as string) ?? r.appCode }));
}

export const supermarketPlatformService = createCrudService({
  entity: supermarketPlatformEntity,
  source: repo.sources.platforms,
  merchantScope: { appCode: 'appCode' },
  unique: [{ fields: ['platformCode'], message: `${E}.duplicatePlatform` }],
  hooks: {
    async prepare(tx, input) {
      if (typeof input.appCode === 'string') await assertAppExists(tx, input.appCode);
      if (input.productIds === undefined) return input;
      const ids = [...new Set((input.productIds as unknown[]).map(Number))];
      if (!ids.length) throw validationError(`${E}.noProducts`);
      if (ids.some((id) => !Number.isInteger(id)) || (await repo.countExistingProducts(tx, ids)) !== ids.length) throw validationError(`${E}.unknownProduct`);
      return { ...input, productIds: ids };
    },
    async present(db, rows) {
      const products = byId(await repo.productNamesOf(db, [...new Set(rows.flatMap((r) => r.productIds as number[]))]));
      return (await withAppNames(db, rows)).map((r) => ({
        ...r, productNames: (r.productIds as number[]).map((id) => products.get(id)?.productName).filter(Boolean).join(', '),
      }));
    },
  },
});

export const supermarketVipLevelService = createCrudService({
  entity: supermarketVipLevelEntity,
  source: repo.sources.vipLevels,
  merchantScope: notMerchantScoped('supermarket VIP levels are one ladder for every app'),
  unique: [
    { fields: ['levelCode'], message: `${E}.duplicateLevelCode` },
    { fields: ['minSettledLoans'], message: `${E}.duplicateThreshold` },
  ],
  hooks: {
    async beforeDelete(tx, row) {
      const [used] = await repo.recommendationCounts(tx, [row.id as number]);
      if (used) throw conflict(`${E}.levelInUse`, { count: Number(used.n) });
    },
    async present(db, rows) {
      const counts = new Map((await repo.recommendationCounts(db, rows.map((r) => r.id as number))).map((c) => [c.vipLevelId, Number(c.n)]));
      return rows.map((r) => ({ ...r, recommendations: counts.get(r.id as number) ?? 0 }));
    },
  },
});

export const supermarketRecommendService = createCrudService({
  entity: supermarketRecommendEntity,
  source: repo.sources.recommendations,
  merchantScope: notMerchantScoped('recommendations pair the global VIP levels with the global partner products'),
  unique: [{ fields: ['vipLevelId', 'productId'], message: `${E}.duplicateRecommendation` }],
  hooks: {
    async prepare(tx, input) {
      if (typeof input.vipLevelId === 'number' && !(await repo.levelExists(tx, input.vipLevelId))) throw validationError(`${E}.unknownLevel`);
      if (typeof input.productId === 'number' && !(await repo.productExists(tx, input.productId))) throw validationError(`${E}.unknownProduct`);
      return input;
    },
    async present(db, rows) {
      const levels = byId(await repo.levelNamesOf(db, [...new Set(rows.map((r) => r.vipLevelId as number))]));
      const products = byId(await repo.productNamesOf(db, [...new Set(rows.map((r) => r.productId as number))]));
      return rows.map((r: Row) => {
        const level = levels.get(r.vipLevelId as number);
        const product = products.get(r.productId as number);
        return {
          ...r, levelName: level ? `${level.levelCode} · ${level.levelName}` : null,
          productName: product?.productName ?? null, partnerName: product?.partnerName ?? null, productEnabled: product?.enabled ?? false,
        };
      });
    },
  },
});

export const reviewDataService = createCrudService({
  entity: reviewDataEntity,
  source: repo.sources.reviewData,
  merchantScope: { appCode: 'appCode' },
  hooks: {
    async prepare(tx, input, existing) {
      if (typeof input.appCode === 'string') await assertAppExists(tx, input.appCode);
      const problem = reviewAmountProblem({ ...existing, ...input });
      if (problem) throw validationError(problem.message);
      return input;
    },
    present: withAppNames,
  },
});
