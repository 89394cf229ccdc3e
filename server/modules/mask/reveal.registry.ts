/** Which masked values can be revealed, by kind of record; each module declares its own source. */
import type { RevealSource } from '../../core/reveal-source';
import { orderContactRevealSource, orderRevealSource } from '../order-detail/order-reveal';
import { userRevealSource } from '../user/user-reveal';

export const REVEAL_SOURCES: Readonly<Record<string, RevealSource>> = {
  user: userRevealSource,
  order: orderRevealSource,
  orderContact: orderContactRevealSource,
};
