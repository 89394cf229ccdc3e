/** Spec section 9: modals are 35 percent wide and do not close on a backdrop click or Escape. */
export const MODAL_PROPS = {
  width: '35%',
  maskClosable: false,
  keyboard: false,
  forceRender: true,
} as const;
