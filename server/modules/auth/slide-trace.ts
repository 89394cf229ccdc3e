/** Whether a drag trace looks like a person's hand: enough points, a plausible time, a speed that varies. */
import { SLIDE_TRACE, type SlidePoint } from '../../../common/slide';

type TraceVerdict = 'ok' | 'tooFewPoints' | 'timeGoesBack' | 'tooFast' | 'tooSlow' | 'wrongStart' | 'wrongEnd' | 'jump' | 'constantSpeed';

function spread(values: number[]) {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
  return { mean, deviation: Math.sqrt(variance) };
}

export function judgeTrace(trace: readonly SlidePoint[], answerX: number): TraceVerdict {
  if (trace.length < SLIDE_TRACE.minPoints) return 'tooFewPoints';
  const steps = trace.slice(1).map(([t, x], i) => ({ dt: t - trace[i][0], dx: x - trace[i][1] }));
  if (steps.some((s) => s.dt < 0)) return 'timeGoesBack';
  const duration = trace[trace.length - 1][0] - trace[0][0];
  if (duration < SLIDE_TRACE.minDurationMs) return 'tooFast';
  if (duration > SLIDE_TRACE.maxDurationMs) return 'tooSlow';
  if (Math.abs(trace[0][1]) > SLIDE_TRACE.startSlackPx) return 'wrongStart';
  if (Math.abs(trace[trace.length - 1][1] - answerX) > SLIDE_TRACE.endSlackPx) return 'wrongEnd';
  if (steps.some((s) => Math.abs(s.dx) > SLIDE_TRACE.maxStepPx)) return 'jump';
  const timed = steps.filter((s) => s.dt > 0);
  const intervals = new Set(timed.map((s) => Math.round(s.dt)));
  const speeds = timed.map((s) => Math.abs(s.dx) / s.dt);
  const { mean, deviation } = spread(speeds);
  if (intervals.size < SLIDE_TRACE.minDistinctIntervals || mean === 0 || deviation / mean < SLIDE_TRACE.minSpeedVariation) return 'constantSpeed';
  return 'ok';
}
