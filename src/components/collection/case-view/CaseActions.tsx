import { MessageOutlined, PhoneOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_COLLECTION_SCREEN_KEYS, PROMISE_ACTION_CODE } from '../../../../common/collection/my-collection';
import type { CaseView } from '../../../../common/collection/my-collection-case';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { formatEat } from '../../../../common/time';
import { toastSuccess } from '../../../providers/toast';
import type { CaseQueue } from './case-queue';
import { FollowUpModal } from './FollowUpModal';
import { QuickOutcomes } from './QuickOutcomes';
import { SmsModal } from './SmsModal';
import { useContactHours } from './useContactHours';

type CallResult = { via: 'callCentre'; status: string } | { via: 'telLink'; telUri: string; status: string };

/** Whether the user holds the workbench action on any of its three screens. */
export function useWorkbenchCan() {
  const can = useOperation();
  return (action: string) => MY_COLLECTION_SCREEN_KEYS.some((key) => can(actionCode(key, action)));
}

/**
 * Call (the borrower, or a named emergency contact where allowed), record a follow-up, send a template SMS; `extra`
 * are other features' buttons. With the workbench's `queue`: quick outcomes, "Next case", "Save and next" and their keys.
 */
export function CaseActions({ view, onChanged, extra, queue }: { view: CaseView; onChanged: () => void; extra?: ReactNode; queue?: CaseQueue }) {
  const { t } = useTranslation('myCollection');
  const can = useWorkbenchCan();
  const { post, posting } = usePost();
  const [modal, setModal] = useState<'followUp' | 'promised' | 'sms' | null>(null);
  const h = view.header;
  const closed = h.status === 'closed';
  const hours = useContactHours(view.conduct, onChanged);
  // Outside the contact hours, over the day's attempts or while paused a contact is refused by the server
  // (conduct.ts): the buttons wait, saying when they open.
  const capAt = view.conduct.capOpensAt ? formatEat(view.conduct.capOpensAt).slice(0, 16) : null;
  const waiting = !hours.open ? t('caseView.opensAt', { at: hours.opensAt })
    : capAt ? t('caseView.capOpensAt', { at: capAt })
      : view.conduct.paused ? t('caseView.pausedUntil', { until: formatEat(h.pausedUntil) }) : undefined;
  const blocked = closed ? t('errors.caseClosed') : waiting ?? null;
  const contactButton = (button: ReactNode) => (waiting ? <Tooltip title={waiting}>{button}</Tooltip> : button);

  const call = async (contactId?: number) => {
    const result = await post<CallResult>('myCollection/call', { caseId: h.id, ...(contactId ? { target: 'emergencyContact', contactId } : {}) });
    if (result.via === 'telLink') window.location.assign(result.telUri);
    else toastSuccess(t('caseView.called', { status: result.status }));
    onChanged();
  };
  const done = () => { setModal(null); onChanged(); };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
    {queue && (
      <QuickOutcomes caseId={h.id} queue={queue} blocked={blocked} mayFollowUp={can('followUp') && !closed}
        onPromised={() => setModal('promised')} dialogOpen={modal !== null} />
    )}
    <Space wrap data-testid="case-actions">
      {can('call') && contactButton(
        <Button type="primary" icon={<PhoneOutlined />} loading={posting} disabled={closed || Boolean(waiting)} data-testid="case-call"
          onClick={() => void call().catch(() => undefined)}>{t('actions.call')}</Button>,
      )}
      {can('call') && view.conduct.allowEmergencyContacts && view.emergencyContacts.map((c) => (
        <span key={c.id}>{contactButton(
          <Button icon={<PhoneOutlined />} disabled={closed || Boolean(waiting)} data-testid={`case-call-contact-${c.id}`}
            onClick={() => void call(c.id).catch(() => undefined)}>{t('actions.callContact', { name: c.name })}</Button>,
        )}</span>
      ))}
      {can('followUp') && (
        <Button icon={<EditOutlined />} disabled={closed} onClick={() => setModal('followUp')} data-testid="case-follow-up">{t('actions.followUp')}</Button>
      )}
      {can('sendSms') && contactButton(
        <Button icon={<MessageOutlined />} disabled={closed || !view.conduct.mayMessage || Boolean(waiting)} onClick={() => setModal('sms')} data-testid="case-sms">{t('actions.sendSms')}</Button>,
      )}
      {extra}
      <FollowUpModal view={view} open={modal === 'followUp' || modal === 'promised'} preset={modal === 'promised' ? PROMISE_ACTION_CODE : undefined}
        onClose={() => setModal(null)} onSaved={done} queue={queue} />
      <SmsModal header={h} open={modal === 'sms'} onClose={() => setModal(null)} onSent={done} />
    </Space>
    </Space>
  );
}
