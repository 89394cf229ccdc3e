import type { TFunction } from 'i18next';
import { PAYMENT_CHANNELS } from '../../../../common/money/statuses';

export const isChannel = (value: string) => (PAYMENT_CHANNELS as readonly string[]).includes(value);

/** A channel by its label, a bank by the name typed for it. */
export const paymentCompanyLabel = (t: TFunction, value: string) => (isChannel(value) ? t(`balance:options.paymentCompany.${value}`) : value);
