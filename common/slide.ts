/**
 * The slide check's drag trace, as the browser records it and the server judges it: time-stamped slider
 * positions from the first press to the release, `[millisecondsSincePress, x]`.
 */
export type SlidePoint = readonly [number, number];

export const SLIDE_TRACE = {
  /** The browser stops recording moves beyond this (the release point is always kept). */
  maxPoints: 400,
  minPoints: 8,
  minDurationMs: 300,
  maxDurationMs: 60_000,
  /** The last point is the answer; the first is where the slider rests. */
  endSlackPx: 2,
  startSlackPx: 12,
  /** A move this far between two points is a jump, not a drag. */
  maxStepPx: 150,
  /** Speeds between points must vary by at least this (standard deviation over mean): a person speeds up and slows down. */
  minSpeedVariation: 0.2,
  /** Distinct pauses between points: a script's fixed interval has one. */
  minDistinctIntervals: 3,
} as const;
