import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlidePoint } from '../../../common/slide';
import { errorText, loginApi, type SlideChallenge } from './login-api';

export type SlideStatus = 'loading' | 'ready' | 'checking' | 'passed' | 'unavailable';

export interface SlideNotice {
  type: 'error' | 'warning';
  text: string;
}

/** A challenge expires on the server a little after we receive it; ask for a new one just before. */
const EXPIRY_MARGIN_MS = 2_000;

/**
 * One slide challenge at a time: fetched on mount, replaced after a wrong answer or when it expires.
 * A passed challenge's token is handed to the form; when it expires the form is told to forget it.
 */
export function useSlideChallenge(onPassed: (slideToken: string) => void, onExpired: () => void) {
  const { t } = useTranslation('login');
  const [round, setRound] = useState(0);
  const [challenge, setChallenge] = useState<SlideChallenge | null>(null);
  const [status, setStatus] = useState<SlideStatus>('loading');
  const [notice, setNotice] = useState<SlideNotice | null>(null);
  /** The latest callbacks and translator, so a language switch neither reloads nor restarts the expiry clock. */
  const latest = useRef({ onPassed, onExpired, t });
  useLayoutEffect(() => { latest.current = { onPassed, onExpired, t }; });

  const reload = useCallback(() => setRound((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` loads a new challenge when reload() is called.
  useEffect(() => {
    let current = true;
    setStatus('loading');
    loginApi.slideChallenge().then(
      (next) => {
        if (!current) return;
        setChallenge(next);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        setChallenge(null);
        setNotice({ type: 'error', text: errorText(error, latest.current.t('slide.loadFailed')) });
        setStatus('unavailable');
      },
    );
    return () => { current = false; };
  }, [round]);

  useEffect(() => {
    if (!challenge) return undefined;
    const timer = window.setTimeout(() => {
      latest.current.onExpired();
      setNotice({ type: 'warning', text: latest.current.t('slide.expired') });
      reload();
    }, Math.max(0, challenge.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS));
    return () => window.clearTimeout(timer);
  }, [challenge, reload]);

  const verify = useCallback(async (x: number, trace: SlidePoint[]) => {
    if (!challenge) return;
    setStatus('checking');
    setNotice(null);
    try {
      const { slideToken } = await loginApi.slideVerify(challenge.challengeId, x, trace);
      setStatus('passed');
      latest.current.onPassed(slideToken);
    } catch (error) {
      setNotice({ type: 'error', text: errorText(error, latest.current.t('slide.failed')) });
      reload();
    }
  }, [challenge, reload]);

  const refresh = useCallback(() => {
    setNotice(null);
    reload();
  }, [reload]);

  return { challenge, status, notice, verify, refresh };
}
