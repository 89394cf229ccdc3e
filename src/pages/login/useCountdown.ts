import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds left until a deadline, ticking once a second; 0 when there is none or it has passed. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return undefined;
    setSecondsLeft(secondsUntil(deadline));
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const runUntil = useCallback((deadlineMs: number) => setDeadline(deadlineMs), []);
  const runFor = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);

  return { secondsLeft, runUntil, runFor };
}
