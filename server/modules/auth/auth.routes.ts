import { z } from 'zod';
import { SLIDE_TRACE } from '../../../common/slide';
import { VALIDATION_MESSAGES as V } from '../../../common/validators';
import { publicAccess } from '../../core/access';
import { route } from '../../core/route';
import { parseOrThrow } from '../../core/validation';
import { login, refuseLoginInput, USERNAME_MAX_LENGTH } from './auth.service';
import { sendLoginCode, startMfaBinding, verifyLoginCode, verifyMfa } from './login-steps.service';
import { issueSlideChallenge, verifySlideAnswer } from './slide.service';

const loginBody = z.object({
  username: z.string({ message: V.usernameRequired }).trim().min(1, V.usernameRequired).max(USERNAME_MAX_LENGTH, V.usernameRequired),
  password: z.string({ message: V.passwordRequired }).min(1, V.passwordRequired).max(128, V.passwordRequired),
  slideToken: z.string().uuid('auth.slideRequired').optional(),
});
const tracePoint = z.tuple([z.number().min(0).max(600_000), z.number().min(-1000).max(1000)]);
const slideAnswerBody = z.object({
  challengeId: z.string().uuid('auth.slideFailed'),
  x: z.number().min(0).max(1000),
  trace: z.array(tracePoint, 'auth.slideFailed').min(1, 'auth.slideFailed').max(SLIDE_TRACE.maxPoints + 1, 'auth.slideFailed'),
});
const ticketBody = z.object({ ticket: z.string().min(10, 'auth.ticketInvalid').max(100, 'auth.ticketInvalid') });
const codeBody = ticketBody.extend({ code: z.string().trim().min(1, 'auth.codeRequired').max(12, 'auth.codeWrongFormat') });

export const authRoutes = [
  route({
    method: 'GET', url: 'noAuth/logon/slideChallenge', access: publicAccess,
    handler: ({ deps }) => issueSlideChallenge(deps),
  }),
  route({
    method: 'POST', url: 'noAuth/logon/slideVerify', access: publicAccess,
    body: slideAnswerBody,
    handler: ({ deps, body }) => verifySlideAnswer(deps, body.challengeId, body.x, body.trace),
  }),
  route({
    // Any object reaches the handler, which validates it itself: a refused sign-in is counted and audited too (issue 31.7).
    method: 'POST', url: 'noAuth/logon/login', access: publicAccess, body: z.looseObject({}),
    handler: async ({ deps, body, actor, request }) => {
      let input: z.infer<typeof loginBody>;
      try {
        input = parseOrThrow(loginBody, body);
      } catch (refusal) {
        return refuseLoginInput(deps, body, actor, refusal);
      }
      return login(deps, input, actor, request.headers['user-agent']);
    },
  }),
  route({
    method: 'POST', url: 'noAuth/logon/sendAuthUserValidateCode', access: publicAccess,
    body: ticketBody.extend({ channel: z.enum(['sms', 'email'], { message: 'auth.channelMissing' }) }),
    handler: ({ deps, body }) => sendLoginCode(deps, body.ticket, body.channel),
  }),
  route({
    method: 'POST', url: 'noAuth/logon/verifyCode', access: publicAccess, body: codeBody,
    handler: ({ deps, body, actor, request }) => verifyLoginCode(deps, body.ticket, body.code, actor, request.headers['user-agent']),
  }),
  route({
    method: 'POST', url: 'noAuth/logon/mfaSetup', access: publicAccess, body: ticketBody,
    handler: ({ deps, body }) => startMfaBinding(deps, body.ticket),
  }),
  route({
    method: 'POST', url: 'noAuth/logon/mfaVerify', access: publicAccess, body: codeBody,
    handler: ({ deps, body, actor, request }) => verifyMfa(deps, body.ticket, body.code, actor, request.headers['user-agent']),
  }),
];
