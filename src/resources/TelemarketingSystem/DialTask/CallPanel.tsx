/**
 * The current call's state (dialling, ringing, connected, ended), asked of the server every 1.5 s through Refine's
 * useCustom until the call has ended; then the disposition opens (onEnded).
 */
import { useCustom } from '@refinedev/core';
import { Alert, Button, Steps } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTalkTime } from '../../../../common/calls/call-record';
import { CALL_STATES, type CallStateView } from '../../../../common/telemarketing/dialer-queue';
import type { CurrentCall } from './useDialer';

const POLL_MS = 1500;

export function CallPanel({ call, onEnded, onClose }: { call: CurrentCall; onEnded: (outcome: string | null) => void; onClose: () => void }) {
  const { t } = useTranslation('telemarketingWork');
  const { result } = useCustom<CallStateView>({
    url: 'dialTask/callState', method: 'get', config: { query: { callLogId: call.callLogId } },
    queryOptions: { refetchInterval: (query) => ((query.state.data?.data as CallStateView | undefined)?.state === 'ended' ? false : POLL_MS) },
  });
  const view = result.data && 'state' in result.data ? result.data : null;
  const state = view?.state ?? 'dialling';
  useEffect(() => { if (view?.state === 'ended') onEnded(view.outcome); }, [view?.state, view?.outcome, onEnded]);

  const ended = state === 'ended';
  const detail = ended && view?.outcome
    ? `${t(`dialer.callOutcome.${view.outcome}`)}${view.talkSeconds ? ` · ${t('dialer.talkTime', { time: formatTalkTime(view.talkSeconds) })}` : ''}`
    : null;
  return (
    <Alert type={ended ? 'success' : 'info'} style={{ marginBottom: 12 }} data-testid="call-panel" data-state={state}
      message={<span>{t('dialer.callTitle', { phone: call.task.phone })}{call.task.customerName ? ` · ${call.task.customerName}` : ''}</span>}
      description={(
        <>
          <Steps size="small" current={CALL_STATES.indexOf(state)} status={ended ? 'finish' : 'process'} style={{ maxWidth: 640, marginTop: 8 }}
            items={CALL_STATES.map((s) => ({ title: t(`dialer.callState.${s}`) }))} />
          {detail && <div style={{ marginTop: 8 }} data-testid="call-outcome">{detail}</div>}
        </>
      )}
      action={ended ? <Button size="small" onClick={onClose} data-testid="call-close">{t('dialer.close')}</Button> : undefined} />
  );
}
