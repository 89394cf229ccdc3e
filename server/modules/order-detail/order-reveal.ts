/**
 * The order's masked values that a masked user holding the reveal permission may show and copy: the
 * customer's phone and ID number, the payout account, and each contact's phone. Only within the caller's
 * merchants; anything else reads as not found.
 */
import { actionCode } from '../../../common/routes';
import type { RevealSource } from '../../core/reveal-source';
import { inScope } from './order-access';
import { findBankCard, findContactById, findOrder } from './order-detail.repository';

/** The order detail's reveal button; a masked user also needs the reveal sensitive permission. */
export const ORDER_REVEAL_CODE = actionCode('OrderDetailAudit/OrderDetail', 'reveal');
const code = ORDER_REVEAL_CODE;

export const orderRevealSource: RevealSource = {
  code,
  fields: ['phone', 'idNumber', 'certificateNumber', 'cardNumber', 'walletAccount'],
  async load(db, id, field, userId) {
    const order = await findOrder(db, id);
    if (!order || !(await inScope(db, userId, order.merchantId))) return undefined;
    if (field === 'phone' || field === 'idNumber' || field === 'certificateNumber') return order[field];
    const card = await findBankCard(db, order.bankCardId);
    return field === 'cardNumber' ? card?.cardNumber : card?.walletAccount;
  },
};

export const orderContactRevealSource: RevealSource = {
  code,
  fields: ['phone'],
  async load(db, id, _field, userId) {
    const contact = await findContactById(db, id);
    const order = contact ? await findOrder(db, contact.orderId) : null;
    if (!contact || !order || !(await inScope(db, userId, order.merchantId))) return undefined;
    return contact.phone;
  },
};
