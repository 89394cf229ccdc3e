/** qualityCenter (QualitySystem/QualityCenter): the queue, claims, scoring, my results, appeals, results, calibration, configuration. */
import { z } from 'zod';
import {
  appealBodySchema, calibrationQuerySchema, claimBodySchema, decideAppealBodySchema, QUALITY_SCREEN, resultsQuerySchema, reviewIdBodySchema,
  sampleBodySchema, scorecardBodySchema, scoreBodySchema, settingsBodySchema,
} from '../../../common/quality/quality';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { mineList, queueList } from './quality.repository';
import * as config from './quality-config.service';
import * as resultsService from './quality-results.service';
import * as service from './quality.service';

const fieldLabel = (field: string) => `quality:fields.${field}`;
const code = (action: string) => actionCode(QUALITY_SCREEN, action);
const VIEW = viewCode(QUALITY_SCREEN);
/** Who reads everyone's reviews: QA leads (viewAll) and the inspectors who claim and decide. */
const INSPECTORS = needs(code('viewAll'), code('claim'), code('decideAppeal'));

export const qualityRoutes = [
  route({
    method: 'GET', url: 'qualityCenter/queue', access: INSPECTORS, query: queueList.query, fieldLabel,
    handler: (ctx) => service.listQueue(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'qualityCenter/mine', access: needs(VIEW), query: mineList.query, fieldLabel,
    handler: (ctx) => service.listMine(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'qualityCenter/detail', access: needs(VIEW), query: z.object({ id: z.coerce.number().int().positive() }), fieldLabel,
    handler: (ctx) => service.reviewDetail(ctx.deps, requireSession(ctx), ctx.query.id),
  }),
  route({
    method: 'POST', url: 'qualityCenter/claim', access: needs(code('claim')), body: claimBodySchema, fieldLabel,
    handler: (ctx) => service.claim(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'qualityCenter/release', access: needs(code('claim')), body: reviewIdBodySchema, fieldLabel,
    handler: (ctx) => service.release(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'qualityCenter/score', access: needs(code('score')), body: scoreBodySchema, fieldLabel,
    handler: (ctx) => service.score(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'qualityCenter/appeal', access: needs(code('appeal')), body: appealBodySchema, fieldLabel,
    handler: (ctx) => service.appeal(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'qualityCenter/decideAppeal', access: needs(code('decideAppeal')), body: decideAppealBodySchema, fieldLabel,
    handler: (ctx) => service.decideAppeal(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'qualityCenter/calibrate', access: needs(code('calibrate')), body: reviewIdBodySchema, fieldLabel,
    handler: (ctx) => service.calibrate(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: 'qualityCenter/calibration', access: INSPECTORS, query: calibrationQuerySchema, fieldLabel,
    handler: (ctx) => resultsService.calibration(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'GET', url: 'qualityCenter/results', access: INSPECTORS, query: resultsQuerySchema, fieldLabel,
    handler: (ctx) => resultsService.results(ctx.deps, requireSession(ctx), ctx.query),
  }),
  route({
    method: 'POST', url: 'qualityCenter/sample', access: needs(code('sample')), body: sampleBodySchema, fieldLabel,
    handler: (ctx) => service.sampleNow(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: 'qualityCenter/configuration', access: needs(VIEW),
    handler: (ctx) => config.configuration(ctx.deps),
  }),
  route({
    method: 'POST', url: 'qualityCenter/settings', access: needs(code('configure')), body: settingsBodySchema, fieldLabel,
    handler: (ctx) => config.saveSettings(ctx.deps, ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'qualityCenter/scorecard', access: needs(code('configure')), body: scorecardBodySchema, fieldLabel,
    handler: (ctx) => config.saveScorecard(ctx.deps, ctx.actor, ctx.body),
  }),
];
