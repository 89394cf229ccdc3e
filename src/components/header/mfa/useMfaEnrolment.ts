/** A fresh authenticator secret from the server, started when the dialog opens; it must be confirmed within 10 minutes. */
import { useCallback, useEffect, useState } from 'react';
import { MFA_WINDOW_MS } from '../../../../common/constants';
import { api } from '../../../providers/http';

export interface MfaEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export interface MfaEnrolmentState {
  enrolment: MfaEnrolment | null;
  loading: boolean;
  error: Error | null;
  /** Ask the server for a new secret (e.g. after a failure or once the window has passed). */
  restart: () => void;
  /** Whether the current secret is older than the MFA window. */
  isExpired: () => boolean;
}

export function useMfaEnrolment(open: boolean): MfaEnrolmentState {
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!open) {
      setEnrolment(null);
      return undefined;
    }
    let current = true;
    setLoading(true);
    setError(null);
    api.post<MfaEnrolment>('user/mfa/setup', {}, { silent: true })
      .then((result) => {
        if (!current) return;
        setEnrolment(result);
        setStartedAt(Date.now());
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure : new Error(String(failure)));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [open, attempt]);

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  const isExpired = useCallback(() => Date.now() - startedAt > MFA_WINDOW_MS, [startedAt]);
  return { enrolment, loading, error, restart, isExpired };
}
