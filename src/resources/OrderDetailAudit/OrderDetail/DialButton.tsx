import { PhoneOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionCode } from '../../../../common/routes';
import { useOperation } from '../../../hooks/useOperation';
import { usePost } from '../../../hooks/usePost';
import { toastSuccess } from '../../../providers/toast';

type CallResult = { via: 'callCentre'; providerRef: string } | { via: 'telLink'; telUri: string };

const CALL_CODES = [actionCode('OrderDetailAudit/OrderDetail', 'call'), actionCode('OrderDetailAudit/OrderAudit', 'call')];

/** Whether the user may place calls from the order screens. */
export function useCanCall(): boolean {
  const can = useOperation();
  return CALL_CODES.some(can);
}

/**
 * Click-to-call (spec 7): the server reads the caller's call config and resolves the number itself. The
 * call centre (7) rings the caller's seat; a tel: link (9) is opened by the phone. The call refetches the call log.
 */
export function DialButton({ orderId, contactId }: { orderId: number; contactId?: number }) {
  const { t } = useTranslation('orderDetail');
  const canCall = useCanCall();
  const { post, posting: busy } = usePost();
  if (!canCall) return null;

  const dial = async () => {
    const result = await post<CallResult>('call/clickToCall', { orderId, contactId });
    if (result.via === 'telLink') window.location.assign(result.telUri);
    else toastSuccess(t('call.placed'));
  };

  return (
    <Button size="small" type="link" icon={<PhoneOutlined />} loading={busy} onClick={() => void dial().catch(() => undefined)}
      data-testid={`dial-${contactId ?? 'customer'}`}>{t('call.dial')}</Button>
  );
}
