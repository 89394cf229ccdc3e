// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithI18n } from '../../components/header/testing/i18n';
import type { OutboxMessage } from '../../components/header/message/message.types';
import { MessageDelivery } from './MessageDelivery';

const message = (values: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1, channel: 'sms', recipient: '254711000444', recipientUserId: null, subject: null, body: 'Hello', kind: 'collection',
  status: 'submitted', provider: 'queued', providerRef: null, readAt: null, createdAt: '2026-11-24T19:00:00Z', ...values,
});
const shown = (m: OutboxMessage) => {
  render(<WithI18n><MessageDelivery message={m} /></WithI18n>);
  return screen.getByTestId('message-delivery').textContent;
};

afterEach(cleanup);

describe('MessageDelivery', () => {
  it('shows a message held by the contact hours with the EAT time it goes', () => {
    expect(shown(message({ notBefore: '2026-11-25T05:00:00Z' }))).toBe('Held for the contact hours: goes at 2026-11-25 08:00 (EAT)');
  });

  it('shows why a message over the daily cap was not sent', () => {
    expect(shown(message({ status: 'failed', provider: 'blocked', providerRef: 'capReached' }))).toBe('Not sent: the customer reached the daily contact limit');
  });
});
