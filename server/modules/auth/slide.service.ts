/**
 * Slide verification: the server draws a picture with a gap at a random place and remembers where.
 * The browser slides a piece into it; the server checks the position and pace once, then the passed
 * challenge may be spent on exactly one sign-in attempt before it expires.
 */
import { randomInt } from 'node:crypto';
import type { Deps } from '../../core/deps';
import { validationError } from '../../core/errors';
import { answerSlideChallenge, findSlideChallenge, insertSlideChallenge } from './auth.repository';

export const SLIDE = { width: 320, height: 160, piece: 44, tolerance: 6, minDurationMs: 150, ttlMs: 120_000 } as const;

function drawPicture(targetX: number, pieceY: number): string {
  const shapes = Array.from({ length: 14 }, () => {
    const hue = randomInt(0, 360);
    return `<circle cx="${randomInt(0, SLIDE.width)}" cy="${randomInt(0, SLIDE.height)}" r="${randomInt(8, 40)}" fill="hsl(${hue},60%,60%)" fill-opacity="0.55"/>`;
  }).join('');
  const gap = `<rect x="${targetX}" y="${pieceY}" width="${SLIDE.piece}" height="${SLIDE.piece}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE.width}" height="${SLIDE.height}">`
    + `<rect width="100%" height="100%" fill="hsl(${randomInt(180, 240)},45%,82%)"/>${shapes}${gap}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export async function issueSlideChallenge(deps: Deps) {
  const now = deps.now();
  const targetX = randomInt(SLIDE.piece * 2, SLIDE.width - SLIDE.piece - 4);
  const pieceY = randomInt(8, SLIDE.height - SLIDE.piece - 8);
  const row = await insertSlideChallenge(deps.db, targetX, now, new Date(now.getTime() + SLIDE.ttlMs));
  return {
    challengeId: row.id,
    picture: drawPicture(targetX, pieceY),
    pieceY,
    width: SLIDE.width,
    height: SLIDE.height,
    pieceSize: SLIDE.piece,
    expiresInSeconds: SLIDE.ttlMs / 1000,
  };
}

/** Checks one answer; a wrong answer burns the challenge and the browser asks for a new one. */
export async function verifySlideAnswer(deps: Deps, challengeId: string, x: number, durationMs: number) {
  const now = deps.now();
  const challenge = await findSlideChallenge(deps.db, challengeId);
  const passed = Boolean(challenge) && Math.abs(challenge!.targetX - x) <= SLIDE.tolerance && durationMs >= SLIDE.minDurationMs;
  const answered = challenge ? await answerSlideChallenge(deps.db, challengeId, now, passed) : null;
  if (!answered || !passed) throw validationError('auth.slideFailed');
  return { slideToken: challengeId };
}
