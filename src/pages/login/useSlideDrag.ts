import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { SLIDE_TRACE, type SlidePoint } from '../../../common/slide';

const BIG_STEP = 10;

/**
 * The slider's position in CSS pixels (0..max), moved by dragging with a mouse, pen or finger, or by the
 * keyboard (arrows, Shift+arrows, Page Up/Down, Home, End; Enter or Space confirms). The answer is
 * handed over with the drag's trace: each position with the milliseconds since the first press, which the
 * server checks for a person's pace.
 */
export function useSlideDrag(max: number, disabled: boolean, onRelease: (x: number, trace: SlidePoint[]) => void) {
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const position = useRef(0);
  const startedAt = useRef<number | null>(null);
  const trace = useRef<SlidePoint[]>([]);
  const stopDragging = useRef<(() => void) | null>(null);

  useEffect(() => () => stopDragging.current?.(), []);

  const record = useCallback((last = false) => {
    if (startedAt.current === null || (!last && trace.current.length >= SLIDE_TRACE.maxPoints)) return;
    trace.current.push([Math.round(performance.now() - startedAt.current), position.current]);
  }, []);

  const begin = useCallback(() => {
    if (startedAt.current !== null) return;
    startedAt.current = performance.now();
    trace.current = [];
    record();
  }, [record]);

  const moveTo = useCallback((value: number) => {
    position.current = Math.min(max, Math.max(0, Math.round(value)));
    setX(position.current);
    record();
  }, [max, record]);

  const release = useCallback(() => {
    if (startedAt.current === null || position.current === 0) {
      startedAt.current = null;
      return;
    }
    record(true);
    startedAt.current = null;
    onRelease(position.current, trace.current);
  }, [onRelease, record]);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    const originX = event.clientX - position.current;
    begin();
    setDragging(true);
    const move = (e: PointerEvent) => moveTo(e.clientX - originX);
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      stopDragging.current = null;
      setDragging(false);
    };
    const up = (e: PointerEvent) => {
      move(e);
      stop();
      release();
    };
    const cancel = () => {
      stop();
      startedAt.current = null;
      moveTo(0);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    stopDragging.current = stop;
  }, [begin, disabled, moveTo, release]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? BIG_STEP : 1;
    const targets: Record<string, number> = {
      ArrowRight: position.current + step, ArrowUp: position.current + step,
      ArrowLeft: position.current - step, ArrowDown: position.current - step,
      PageUp: position.current + BIG_STEP, PageDown: position.current - BIG_STEP,
      Home: 0, End: max,
    };
    if (event.key in targets) {
      event.preventDefault();
      begin();
      moveTo(targets[event.key]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      release();
    }
  }, [begin, disabled, max, moveTo, release]);

  return { x, dragging, onPointerDown, onKeyDown };
}
