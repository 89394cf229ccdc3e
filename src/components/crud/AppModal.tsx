import { Modal, type ModalProps } from 'antd';
import { TWO_COLUMN_MODAL_WIDTH } from './form-layout';

/** Room above and below the body: the dialog's top offset, title, footer and padding, so the footer stays in view. */
const BODY_MAX_HEIGHT = 'calc(100vh - 260px)';

export interface AppModalProps extends ModalProps {
  /** Holds a two-column form (form-layout.ts): wider than the default, and than `width`. */
  wide?: boolean;
}

/**
 * Spec section 9: modals are 35% wide by default and close neither on backdrop click nor on Escape.
 * A long body scrolls inside the dialog, so the primary button is always visible.
 */
export function AppModal({ wide = false, width, styles, ...props }: AppModalProps) {
  return (
    <Modal maskClosable={false} keyboard={false} destroyOnHidden {...props} width={wide ? TWO_COLUMN_MODAL_WIDTH : width ?? '35%'}
      styles={{ ...styles, body: { maxHeight: BODY_MAX_HEIGHT, overflowY: 'auto', overflowX: 'hidden', ...styles?.body } }} />
  );
}
