/** Drag traces for the slide check: one a hand could make, and the ones a script would send. */
import type { SlidePoint } from '../../common/slide';

/** Eased from 0 to `x` over about a second, with uneven pauses and a small overshoot corrected at the end. */
export function humanTrace(x: number): SlidePoint[] {
  const pauses = [16, 34, 17, 25, 41, 16, 33, 18, 50, 16, 24, 33, 17, 60, 16, 90];
  const points: SlidePoint[] = [[0, 0]];
  let t = 0;
  pauses.forEach((pause, i) => {
    t += pause;
    const progress = (i + 1) / pauses.length;
    const eased = progress < 0.5 ? 2 * progress ** 2 : 1 - (-2 * progress + 2) ** 2 / 2;
    points.push([t, Math.round(Math.min(x + 3, x * eased * 1.03))]);
  });
  points.push([t + 120, x]);
  return points;
}

/** Evenly spaced points at one speed: what a loop in a script sends. */
export function straightTrace(x: number, points = 20, durationMs = 1000): SlidePoint[] {
  return Array.from({ length: points + 1 }, (_, i) => [Math.round((durationMs * i) / points), Math.round((x * i) / points)] as const);
}
