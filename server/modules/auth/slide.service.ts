/**
 * Slide verification: the server draws a raster picture with a gap (and a decoy) at a random place and
 * remembers where. The browser slides the piece into the gap and sends where it let go together with the
 * drag's trace; the server checks the position and that the trace looks like a hand once, then the passed
 * challenge may be spent on exactly one sign-in attempt before it expires.
 */
import { randomInt } from 'node:crypto';
import type { SlidePoint } from '../../../common/slide';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { answerSlideChallenge, findSlideChallenge, insertSlideChallenge } from './auth.repository';
import { drawSlidePictures } from './slide-picture';
import { judgeTrace } from './slide-trace';

export const SLIDE = { width: 320, height: 160, piece: 44, tolerance: 6, ttlMs: 120_000 } as const;

export async function issueSlideChallenge(deps: Deps) {
  const now = deps.now();
  const targetX = randomInt(SLIDE.piece * 2, SLIDE.width - SLIDE.piece - 4);
  const pieceY = randomInt(8, SLIDE.height - SLIDE.piece - 8);
  const row = await insertSlideChallenge(deps.db, targetX, now, new Date(now.getTime() + SLIDE.ttlMs));
  const { picture, piece } = await drawSlidePictures(SLIDE, targetX, pieceY);
  return {
    challengeId: row.id,
    picture,
    piece,
    pieceY,
    width: SLIDE.width,
    height: SLIDE.height,
    pieceSize: SLIDE.piece,
    expiresInSeconds: SLIDE.ttlMs / 1000,
    ...(deps.config.SLIDE_ANSWER_FOR_TESTS === 'true' ? { answerForTests: targetX } : {}),
  };
}

/** Checks one answer; a wrong answer burns the challenge and the browser asks for a new one. */
export async function verifySlideAnswer(deps: Deps, challengeId: string, x: number, trace: readonly SlidePoint[]) {
  const now = deps.now();
  const challenge = await findSlideChallenge(deps.db, challengeId);
  const passed = Boolean(challenge) && Math.abs(challenge!.targetX - x) <= SLIDE.tolerance && judgeTrace(trace, x) === 'ok';
  const answered = challenge ? await answerSlideChallenge(deps.db, challengeId, now, passed) : null;
  if (!answered || !passed) throw validationError('auth.slideFailed');
  return { slideToken: challengeId };
}
