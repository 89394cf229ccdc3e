import { Modal, type ModalProps } from 'antd';
import { useInFlight } from '../../hooks/useInFlight';
import { TWO_COLUMN_MODAL_WIDTH } from './form-layout';

/** Room above and below the body: the dialog's top offset, title, footer and padding, so the footer stays in view. */
const BODY_MAX_HEIGHT = 'calc(100vh - 260px)';

export interface AppModalProps extends Omit<ModalProps, 'onOk'> {
  /** Holds a two-column form (form-layout.ts): wider than the default, and than `width`. */
  wide?: boolean;
  /**
   * The primary button's work. A promise keeps the button loading and ignores further clicks until it
   * settles (issue 32.1); a rejection ends here (the failure was already shown).
   */
  onOk?: (event: React.MouseEvent<HTMLButtonElement>) => unknown;
}

/**
 * Spec section 9: modals are 35% wide by default and close neither on backdrop click nor on Escape.
 * A long body scrolls inside the dialog, so the primary button is always visible.
 */
export function AppModal({ wide = false, width, styles, onOk, confirmLoading, ...props }: AppModalProps) {
  const [guard, busy] = useInFlight();
  const ok = onOk && ((event: React.MouseEvent<HTMLButtonElement>) => void guard(() => onOk(event)).catch(() => undefined));
  return (
    <Modal maskClosable={false} keyboard={false} destroyOnHidden {...props} onOk={ok} confirmLoading={confirmLoading || busy}
      width={wide ? TWO_COLUMN_MODAL_WIDTH : width ?? '35%'}
      styles={{ ...styles, body: { maxHeight: BODY_MAX_HEIGHT, overflowY: 'auto', overflowX: 'hidden', ...styles?.body } }} />
  );
}
