import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('refuses to give the slide answer away in production', () => {
    expect(() => loadConfig({ SLIDE_ANSWER_FOR_TESTS: 'true', NODE_ENV: 'production' })).toThrow(/SLIDE_ANSWER_FOR_TESTS/);
    expect(loadConfig({ SLIDE_ANSWER_FOR_TESTS: 'true' }).SLIDE_ANSWER_FOR_TESTS).toBe('true');
    expect(loadConfig({ NODE_ENV: 'production' }).SLIDE_ANSWER_FOR_TESTS).toBe('false');
  });
});
