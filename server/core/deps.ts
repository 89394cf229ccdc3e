import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { CallAdapter } from '../integrations/call/call.adapter';
import type { FileStore } from '../integrations/files/file-store.adapter';
import type { MessagingAdapter } from '../integrations/messaging/messaging.adapter';
import type { PaymentChannels } from '../integrations/payments/payment-channel.adapter';

/** Everything a service needs from outside, passed explicitly so tests can replace any part. */
export interface Deps {
  db: Db;
  config: AppConfig;
  messaging: MessagingAdapter;
  calls: CallAdapter;
  files: FileStore;
  payments: PaymentChannels;
  now: () => Date;
}
