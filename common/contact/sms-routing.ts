/**
 * SMS routing (issue 14): SmsRouterConfig (notification and collection SMS) and MarketingSmsRouterConfig (marketing
 * SMS) — which provider carries which merchant's and which message type's SMS, by priority, with fallback. One entity
 * declaration per screen, built by one factory over the table `sms_routes` (column `kind`).
 */
import { defineEntity } from '../crud/entity';

export const SMS_ROUTE_KINDS = ['notice', 'marketing'] as const;
export type SmsRouteKind = (typeof SMS_ROUTE_KINDS)[number];

/** The message types (outbox `kind`) each screen routes; a marketing send passes one of MARKETING_MESSAGE_TYPES. */
export const NOTICE_MESSAGE_TYPES = ['collection', 'feedbackReply', 'repaymentReminder'] as const;
export const MARKETING_MESSAGE_TYPES = ['marketingSms', 'unrenewedLoanSms'] as const;
export const MESSAGE_TYPES_OF: Record<SmsRouteKind, readonly string[]> = { notice: NOTICE_MESSAGE_TYPES, marketing: MARKETING_MESSAGE_TYPES };

/** The routes a message of this type follows: marketing types → MarketingSmsRouterConfig, everything else → SmsRouterConfig. */
export const routeKindOf = (messageType: string): SmsRouteKind =>
  (MARKETING_MESSAGE_TYPES as readonly string[]).includes(messageType) ? 'marketing' : 'notice';

/** The sandbox SMS providers (server/integrations/messaging/sms-providers.ts); a real provider is added beside them. */
export const SMS_PROVIDERS = ['alphaSms', 'betaSms', 'gammaSms'] as const;

export const SMS_ROUTE_SCREENS: Record<SmsRouteKind, { screen: string; name: string }> = {
  notice: { screen: 'OperationSystem/SmsRouterConfig', name: 'smsRoute' },
  marketing: { screen: 'OperationSystem/MarketingSmsRouterConfig', name: 'marketingSmsRoute' },
};

export const SMS_ROUTE_MERCHANTS_URL = 'smsRoute/options/merchants';
export const smsTestSendUrl = (kind: SmsRouteKind) => `${SMS_ROUTE_SCREENS[kind].name}/testSend`;
export const SENDER_ID_PATTERN = /^[A-Za-z0-9 _-]{1,11}$/;

export function smsRouteEntity(kind: SmsRouteKind) {
  const { screen, name } = SMS_ROUTE_SCREENS[kind];
  return defineEntity({
    name, screen, namespace: 'smsRoute', recordName: 'name', toggleable: true,
    fields: {
      name: { kind: 'text', required: true, max: 40, list: true, filter: 'contains', sortable: true },
      merchantId: { kind: 'integer', lookup: SMS_ROUTE_MERCHANTS_URL, list: true, filter: 'exact', hint: 'smsRoute:hints.merchantId' },
      messageType: { kind: 'select', options: MESSAGE_TYPES_OF[kind], list: true, filter: 'exact', hint: 'smsRoute:hints.messageType' },
      provider: { kind: 'select', required: true, options: SMS_PROVIDERS, list: true, filter: 'exact' },
      priority: { kind: 'integer', required: true, min: 1, max: 999, list: true, sortable: true, hint: 'smsRoute:hints.priority' },
      ratePerSecond: { kind: 'integer', required: true, min: 1, max: 1000, list: true, hint: 'smsRoute:hints.ratePerSecond' },
      senderId: { kind: 'text', max: 11, pattern: SENDER_ID_PATTERN, patternMessage: 'smsRoute:errors.senderId' },
      enabled: { kind: 'boolean', readOnly: true, filter: 'exact' },
      updatedAt: { kind: 'datetime', readOnly: true, sortable: true },
    },
    defaultSort: { field: 'priority', order: 'asc' },
  });
}

export const SMS_ROUTE_ENTITIES = { notice: smsRouteEntity('notice'), marketing: smsRouteEntity('marketing') } as const;
