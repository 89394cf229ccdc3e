import { describe, expect, it } from 'vitest';
import { AI94_SANDBOX_SECRET, callbackSecret } from './core/callback-secrets';
import { loadConfig, loadServerConfig } from './config';

/** Every callback secret production asks for, each a real-looking value. */
const REAL_SECRETS = {
  AI94_CALLBACK_SECRET: 'a1'.repeat(16),
  SMS_RECEIPT_SECRET_ALPHASMS: 'b2'.repeat(16),
  SMS_RECEIPT_SECRET_BETASMS: 'c3'.repeat(16),
  SMS_RECEIPT_SECRET_GAMMASMS: 'd4'.repeat(16),
};

describe('loadConfig', () => {
  it('refuses to give the slide answer away unless NODE_ENV=test', () => {
    expect(() => loadConfig({ SLIDE_ANSWER_FOR_TESTS: 'true', NODE_ENV: 'production' })).toThrow(/SLIDE_ANSWER_FOR_TESTS/);
    expect(() => loadConfig({ SLIDE_ANSWER_FOR_TESTS: 'true' })).toThrow(/SLIDE_ANSWER_FOR_TESTS/);
    expect(() => loadConfig({ SLIDE_ANSWER_FOR_TESTS: 'true', NODE_ENV: 'development' })).toThrow(/SLIDE_ANSWER_FOR_TESTS/);
    expect(loadConfig({ SLIDE_ANSWER_FOR_TESTS: 'true', NODE_ENV: 'test' }).SLIDE_ANSWER_FOR_TESTS).toBe('true');
    expect(loadConfig({ NODE_ENV: 'production' }).SLIDE_ANSWER_FOR_TESTS).toBe('false');
  });
});

describe('issue 31.8: safe defaults', () => {
  it('takes anything but development or test for production, unset included', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: 'staging' }).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(loadConfig({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
  });

  it('seeds demo data only when asked', () => {
    expect(loadConfig({}).SEED_DEMO).toBe('false');
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe('false');
    expect(loadConfig({ SEED_DEMO: 'true' }).SEED_DEMO).toBe('true');
  });

  it('refuses to start a production server without real callback secrets, naming each variable', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'staging' }]) {
      expect(() => loadServerConfig(env)).toThrow(/AI94_CALLBACK_SECRET is not set.*SMS_RECEIPT_SECRET_ALPHASMS is not set.*SMS_RECEIPT_SECRET_BETASMS is not set.*SMS_RECEIPT_SECRET_GAMMASMS is not set/);
    }
    expect(() => loadServerConfig({ ...REAL_SECRETS, AI94_CALLBACK_SECRET: AI94_SANDBOX_SECRET })).toThrow(/AI94_CALLBACK_SECRET is the sandbox's published value/);
    expect(() => loadServerConfig({ ...REAL_SECRETS, SMS_RECEIPT_SECRET_BETASMS: 'sandbox-betaSms-receipt-secret' })).toThrow(/SMS_RECEIPT_SECRET_BETASMS is the sandbox's/);
    expect(() => loadServerConfig({ ...REAL_SECRETS, SMS_RECEIPT_SECRET_GAMMASMS: 'short' })).toThrow(/SMS_RECEIPT_SECRET_GAMMASMS is shorter than 16/);
    expect(loadServerConfig(REAL_SECRETS).NODE_ENV).toBe('production');
  });

  it('starts without them in development and tests, where the sandbox secrets stand in', () => {
    expect(loadServerConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(loadServerConfig({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
    expect(callbackSecret('AI94_CALLBACK_SECRET', AI94_SANDBOX_SECRET, { NODE_ENV: 'test' })).toBe(AI94_SANDBOX_SECRET);
    expect(callbackSecret('AI94_CALLBACK_SECRET', AI94_SANDBOX_SECRET, { NODE_ENV: 'development' })).toBe(AI94_SANDBOX_SECRET);
  });

  it('has no fallback secret in production: an unset one verifies nothing', () => {
    expect(callbackSecret('AI94_CALLBACK_SECRET', AI94_SANDBOX_SECRET, {})).toBeNull();
    expect(callbackSecret('AI94_CALLBACK_SECRET', AI94_SANDBOX_SECRET, { NODE_ENV: 'production', AI94_CALLBACK_SECRET: 'x'.repeat(20) })).toBe('x'.repeat(20));
  });

  it('reads the hosts external links may open', () => {
    expect(loadConfig({}).EXTERNAL_LINK_HOSTS).toEqual([]);
    expect(loadConfig({ EXTERNAL_LINK_HOSTS: ' Wiki.Example.com, tools.example.com:8443 ' }).EXTERNAL_LINK_HOSTS).toEqual(['wiki.example.com', 'tools.example.com:8443']);
    expect(() => loadConfig({ EXTERNAL_LINK_HOSTS: 'https://wiki.example.com' })).toThrow(/EXTERNAL_LINK_HOSTS/);
  });
});
