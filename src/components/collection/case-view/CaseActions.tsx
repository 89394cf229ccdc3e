import { MessageOutlined, PhoneOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_COLLECTION_SCREEN_KEYS } from '../../../../common/collection/my-collection';
import type { CaseView } from '../../../../common/collection/my-collection-case';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';
import { FollowUpModal } from './FollowUpModal';
import { SmsModal } from './SmsModal';
import { useContactHours } from './useContactHours';

type CallResult = { via: 'callCentre'; status: string } | { via: 'telLink'; telUri: string; status: string };

/** Whether the user holds the workbench action on any of its three screens. */
export function useWorkbenchCan() {
  const can = useOperation();
  return (action: string) => MY_COLLECTION_SCREEN_KEYS.some((key) => can(actionCode(key, action)));
}

/** Call (the borrower, or a named emergency contact where allowed), record a follow-up, send a template SMS; `extra` are other features' buttons. */
export function CaseActions({ view, onChanged, extra }: { view: CaseView; onChanged: () => void; extra?: ReactNode }) {
  const { t } = useTranslation('myCollection');
  const can = useWorkbenchCan();
  const { post, posting } = usePost();
  const [modal, setModal] = useState<'followUp' | 'sms' | null>(null);
  const h = view.header;
  const closed = h.status === 'closed';
  const hours = useContactHours(view.conduct, onChanged);
  // Outside the contact hours a call or an SMS is refused by the server (conduct.ts): the buttons wait, saying when.
  const waiting = hours.open ? undefined : t('caseView.opensAt', { at: hours.opensAt });
  const contactButton = (button: ReactNode) => (waiting ? <Tooltip title={waiting}>{button}</Tooltip> : button);

  const call = async (contactId?: number) => {
    const result = await post<CallResult>('myCollection/call', { caseId: h.id, ...(contactId ? { target: 'emergencyContact', contactId } : {}) });
    if (result.via === 'telLink') window.location.assign(result.telUri);
    else toastSuccess(t('caseView.called', { status: result.status }));
    onChanged();
  };
  const done = () => { setModal(null); onChanged(); };

  return (
    <Space wrap data-testid="case-actions">
      {can('call') && contactButton(
        <Button type="primary" icon={<PhoneOutlined />} loading={posting} disabled={closed || !hours.open} data-testid="case-call"
          onClick={() => void call().catch(() => undefined)}>{t('actions.call')}</Button>,
      )}
      {can('call') && view.conduct.allowEmergencyContacts && view.emergencyContacts.map((c) => (
        <span key={c.id}>{contactButton(
          <Button icon={<PhoneOutlined />} disabled={closed || !hours.open} data-testid={`case-call-contact-${c.id}`}
            onClick={() => void call(c.id).catch(() => undefined)}>{t('actions.callContact', { name: c.name })}</Button>,
        )}</span>
      ))}
      {can('followUp') && (
        <Button icon={<EditOutlined />} disabled={closed} onClick={() => setModal('followUp')} data-testid="case-follow-up">{t('actions.followUp')}</Button>
      )}
      {can('sendSms') && contactButton(
        <Button icon={<MessageOutlined />} disabled={closed || !view.conduct.mayMessage || !hours.open} onClick={() => setModal('sms')} data-testid="case-sms">{t('actions.sendSms')}</Button>,
      )}
      {extra}
      <FollowUpModal view={view} open={modal === 'followUp'} onClose={() => setModal(null)} onSaved={done} />
      <SmsModal header={h} open={modal === 'sms'} onClose={() => setModal(null)} onSent={done} />
    </Space>
  );
}
