/**
 * The global toast: four kinds (1 info, 2 success, 3 warning, 4 fail) with a close button. Identical
 * messages shown at the same time appear once.
 */
import { CloseOutlined } from '@ant-design/icons';
import { message } from 'antd';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_KINDS } from '../../common/constants';

export type ToastKind = keyof typeof TOAST_KINDS;

const showing = new Set<string>();

export function toast(kind: ToastKind, text: string, durationMs: number = kind === 4 ? TOAST_ERROR_MS : TOAST_DEFAULT_MS): void {
  const key = `${kind}:${text}`;
  if (showing.has(key)) return;
  showing.add(key);
  const close = () => message.destroy(key);
  void message.open({
    key,
    type: TOAST_KINDS[kind],
    duration: durationMs / 1000,
    onClose: () => showing.delete(key),
    content: (
      <span className="app-toast" data-testid="toast">
        {text}
        <CloseOutlined className="app-toast-close" aria-label="close" onClick={close} />
      </span>
    ),
  });
}

export const toastInfo = (text: string) => toast(1, text);
export const toastSuccess = (text: string) => toast(2, text);
export const toastWarning = (text: string) => toast(3, text);
export const toastError = (text: string) => toast(4, text, TOAST_ERROR_MS);
