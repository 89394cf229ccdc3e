/**
 * myCollection: list (the caller's queue), summary, case (one own case's view), followUp, quickOutcome, call, sendSms,
 * smsTemplates (the SMS picker: the templates that fit the case, each rendered as it is sent).
 * Any of the three workbench screens' codes opens them (collectionMerge shows both systems).
 */
import {
  callBodySchema, caseQuerySchema, followUpBodySchema, MY_COLLECTION_LEVELS_URL, MY_COLLECTION_NEXT_URL, MY_COLLECTION_SMS_TEMPLATES_URL, nextCaseQuerySchema, MY_COLLECTION_SCREEN_KEYS, myCollectionFilterSchema, myCollectionQuerySchema, quickOutcomeBodySchema, smsBodySchema,
} from '../../../common/collection/my-collection';
import { actionCode, viewCode } from '../../../common/routes';
import { needs } from '../../core/access';
import { requireSession, route } from '../../core/route';
import { callFromCase, recordFollowUp, sendCaseSms } from './case-actions.service';
import { caseSmsTemplates } from './case-sms.service';
import { loadCaseView } from './case-view.service';
import { recordQuickOutcome } from './quick-outcome.service';
import { levelChoices } from '../repayment-details/repayment-details.repository';
import { listMyCases, myNextCase, mySummary } from './my-collection.service';

const viewing = needs(...MY_COLLECTION_SCREEN_KEYS.map(viewCode));
const doing = (action: string) => needs(...MY_COLLECTION_SCREEN_KEYS.map((key) => actionCode(key, action)));
const fieldLabel = (field: string) => `collection:fields.${field}`;

export const myCollectionRoutes = [
  /** The Level filter's choices: both systems' levels, labelled as the list shows them. */
  route({
    method: 'GET', url: MY_COLLECTION_LEVELS_URL, access: viewing,
    handler: async ({ deps }) => [...await levelChoices(deps.db, 'v1'), ...await levelChoices(deps.db, 'v2')],
  }),
  route({
    method: 'GET', url: 'myCollection/list', access: viewing, query: myCollectionQuerySchema, fieldLabel,
    handler: (ctx) => listMyCases(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
  route({
    method: 'GET', url: 'myCollection/summary', access: viewing, query: myCollectionFilterSchema.pick({ view: true }), fieldLabel,
    handler: (ctx) => mySummary(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
  route({
    method: 'GET', url: 'myCollection/case', access: viewing, query: caseQuerySchema, fieldLabel,
    handler: (ctx) => loadCaseView(ctx.deps, requireSession(ctx).userId, ctx.query.caseId, true),
  }),
  route({
    method: 'GET', url: MY_COLLECTION_NEXT_URL, access: viewing, query: nextCaseQuerySchema, fieldLabel,
    handler: (ctx) => myNextCase(ctx.deps, requireSession(ctx).userId, ctx.query),
  }),
  route({
    method: 'POST', url: 'myCollection/followUp', access: doing('followUp'), body: followUpBodySchema, fieldLabel,
    handler: (ctx) => recordFollowUp(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'myCollection/quickOutcome', access: doing('followUp'), body: quickOutcomeBodySchema, fieldLabel,
    handler: (ctx) => recordQuickOutcome(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'POST', url: 'myCollection/call', access: doing('call'), body: callBodySchema, fieldLabel,
    handler: (ctx) => callFromCase(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
  route({
    method: 'GET', url: MY_COLLECTION_SMS_TEMPLATES_URL, access: doing('sendSms'), query: caseQuerySchema, fieldLabel,
    handler: (ctx) => caseSmsTemplates(ctx.deps, requireSession(ctx), ctx.query.caseId),
  }),
  route({
    method: 'POST', url: 'myCollection/sendSms', access: doing('sendSms'), body: smsBodySchema, fieldLabel,
    handler: (ctx) => sendCaseSms(ctx.deps, requireSession(ctx), ctx.actor, ctx.body),
  }),
];
