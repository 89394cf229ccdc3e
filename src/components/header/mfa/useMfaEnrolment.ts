/** A fresh authenticator secret from the server (Refine's useCustomMutation), started when the dialog opens; it must be confirmed within 10 minutes. */
import { useCustomMutation } from '@refinedev/core';
import { useCallback, useEffect, useState } from 'react';
import { MFA_WINDOW_MS } from '../../../../common/constants';

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
  const { mutate, mutation } = useCustomMutation<MfaEnrolment & Record<string, unknown>>();
  const [startedAt, setStartedAt] = useState(0);
  const restart = useCallback(() => mutate(
    // Silent: a failure is shown in the dialog, with a retry.
    { url: 'user/mfa/setup', method: 'post', values: {}, meta: { silent: true }, successNotification: false, errorNotification: false },
    { onSuccess: () => setStartedAt(Date.now()) },
  ), [mutate]);
  const { reset } = mutation;
  useEffect(() => {
    if (open) restart();
    else reset();
  }, [open, restart, reset]);

  const isExpired = useCallback(() => Date.now() - startedAt > MFA_WINDOW_MS, [startedAt]);
  return {
    enrolment: (open && mutation.data?.data) || null,
    loading: mutation.isPending,
    error: mutation.error ? (mutation.error as unknown as Error) : null,
    restart,
    isExpired,
  };
}
