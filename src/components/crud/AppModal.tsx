import { Modal, type ModalProps } from 'antd';

/** Spec section 9: modals are 35% wide by default and close neither on backdrop click nor on Escape. */
export function AppModal(props: ModalProps) {
  return <Modal width="35%" maskClosable={false} keyboard={false} destroyOnHidden {...props} />;
}
