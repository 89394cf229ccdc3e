import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';

const BIG_STEP = 10;

/**
 * The slider's position in CSS pixels (0..max), moved by dragging with a mouse, pen or finger, or by the
 * keyboard (arrows, Shift+arrows, Page Up/Down, Home, End; Enter or Space confirms). The answer is
 * handed over with the time from the first press to the release.
 */
export function useSlideDrag(max: number, disabled: boolean, onRelease: (x: number, durationMs: number) => void) {
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const position = useRef(0);
  const startedAt = useRef<number | null>(null);
  const stopDragging = useRef<(() => void) | null>(null);

  useEffect(() => () => stopDragging.current?.(), []);

  const moveTo = useCallback((value: number) => {
    position.current = Math.min(max, Math.max(0, Math.round(value)));
    setX(position.current);
  }, [max]);

  const release = useCallback(() => {
    const began = startedAt.current;
    startedAt.current = null;
    if (began === null || position.current === 0) return;
    onRelease(position.current, Math.round(performance.now() - began));
  }, [onRelease]);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    const originX = event.clientX - position.current;
    startedAt.current = performance.now();
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
  }, [disabled, moveTo, release]);

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
      startedAt.current ??= performance.now();
      moveTo(targets[event.key]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      release();
    }
  }, [disabled, max, moveTo, release]);

  return { x, dragging, onPointerDown, onKeyDown };
}
