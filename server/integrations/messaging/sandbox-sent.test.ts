import { describe, expect, it } from 'vitest';
import { SMS_PROVIDERS } from '../../../common/contact/sms-routing';
import { createSandboxMessaging } from './sandbox';
import { recordSandboxSent } from './sandbox-sent';
import { smsProvider } from './sms-providers';

/**
 * The sandbox hands every message it "sends" to its listeners with the real text — e-mail and SMS alike, through
 * the default adapter and through each routed SMS provider — which is what a developer's console prints
 * (server/main.ts, NODE_ENV=development: README's promise that a sign-in code sent by SMS is printed).
 */
describe('sandbox sends', () => {
  const body = 'Your back-office sign-in code is 123456. It expires in 5 minutes. Do not share it.';

  it('reports e-mail and SMS handed to the default sandbox adapter, with the real text', async () => {
    const record = recordSandboxSent();
    const adapter = createSandboxMessaging();
    await adapter.send({ channel: 'email', to: 'finance@example.com', subject: 'Sign-in code', body, outboxId: 1 });
    await adapter.send({ channel: 'sms', to: '254710998877', body, outboxId: 2 });
    record.stop();
    expect(record.sent).toEqual([
      { outboxId: 1, channel: 'email', provider: 'sandbox', to: 'finance@example.com', body },
      { outboxId: 2, channel: 'sms', provider: 'sandbox', to: '254710998877', body },
    ]);
  });

  it('reports an SMS taken by every routed sandbox provider, and none that a provider refused', async () => {
    const record = recordSandboxSent();
    for (const [i, name] of SMS_PROVIDERS.entries()) await smsProvider(name)!.send({ to: '254710998877', body, senderId: null, outboxId: 10 + i });
    await expect(smsProvider('alphaSms')!.send({ to: '254710998879', body, senderId: null, outboxId: 20 })).rejects.toThrow('unavailable');
    record.stop();
    expect(record.sent.map((m) => [m.provider, m.channel, m.outboxId, m.body])).toEqual(SMS_PROVIDERS.map((name, i) => [name, 'sms', 10 + i, body]));
  });
});
