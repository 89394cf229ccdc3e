/** A user's phone and e-mail, which a masked administrator with the reveal permission may show and copy. */
import { actionCode } from '../../../common/routes';
import type { RevealSource } from '../../core/reveal-source';
import { findUserContact } from './user.repository';

export const userRevealSource: RevealSource = {
  code: actionCode('UserSystem/UserManagement', 'revealSensitive'),
  fields: ['phone', 'email'],
  async load(db, id, field) {
    const contact = await findUserContact(db, id);
    return contact?.[field as 'phone' | 'email'];
  },
};
