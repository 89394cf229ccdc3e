/**
 * The telemarketer's current call: placed from a row (Call) or the queue (Call next) through the task's
 * click-to-call, followed until it ends (CallPanel), then disposed (DispositionModal). A tel: link call is placed by
 * the staff member's own phone, so its disposition opens at once.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialTaskRow } from '../../../../common/telemarketing/dial';
import type { DialerTab } from '../../../../common/telemarketing/dialer-queue';
import { ALL_LISTS, usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

export const DIALER_READS = [ALL_LISTS, 'dialTask/tabCounts', 'dialTask/dayCounter'] as const;

type CallAnswer = { callLogId: number } & ({ via: 'callCentre' } | { via: 'telLink'; telUri: string });

export interface CurrentCall {
  callLogId: number;
  task: DialTaskRow;
  via: 'callCentre' | 'telLink';
}

/** What the disposition form is opened for: a task, and the call it disposes with how that call ended. */
export interface Disposing {
  task: DialTaskRow;
  callLogId: number | null;
  callOutcome: string | null;
}

export function useDialer() {
  const { t } = useTranslation('telemarketingWork');
  const { post } = usePost({ invalidates: DIALER_READS });
  const [call, setCall] = useState<CurrentCall | null>(null);
  const [disposing, setDisposing] = useState<Disposing | null>(null);

  const started = useCallback((answer: CallAnswer, task: DialTaskRow) => {
    setCall({ callLogId: answer.callLogId, task, via: answer.via });
    if (answer.via === 'telLink') {
      window.location.assign(answer.telUri);
      setDisposing({ task, callLogId: answer.callLogId, callOutcome: null });
    } else {
      toastSuccess(t('results.called'));
    }
  }, [t]);

  const callRow = useCallback(async (task: DialTaskRow) => {
    started(await post<CallAnswer>('dialTask/call', { entryId: task.entryId }), task);
  }, [post, started]);

  const callNext = useCallback(async (tab: DialerTab) => {
    const answer = await post<CallAnswer & { task: DialTaskRow }>('dialTask/callNext', { tab });
    started(answer, answer.task);
  }, [post, started]);

  const ended = useCallback((outcome: string | null) => {
    setDisposing((open) => open ?? (call ? { task: call.task, callLogId: call.callLogId, callOutcome: outcome } : null));
  }, [call]);

  return {
    call, disposing, callRow, callNext, ended,
    disposeRow: (task: DialTaskRow) => setDisposing({ task, callLogId: call?.task.entryId === task.entryId ? call.callLogId : null, callOutcome: null }),
    closeCall: () => setCall(null),
    // A saved disposition of the current call's task closes the call too.
    closeDisposition: (saved: boolean) => {
      setCall((current) => (saved && current && current.task.entryId === disposing?.task.entryId ? null : current));
      setDisposing(null);
    },
  };
}
