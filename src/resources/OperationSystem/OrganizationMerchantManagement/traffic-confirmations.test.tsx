// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { trafficRuleConfirmation, trafficToggleTitle } from './traffic-confirmations';

/** The key and its parameters, so the test reads which message and which values were chosen. */
const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key}${JSON.stringify(params)}` : key)) as unknown as TFunction;
const rule = { id: 1, merchantName: 'Soko Credit', applyLimit: -1, registerLimit: 5, remark: 'open' };
const html = (content: unknown) => {
  const { container } = render(content as ReactElement);
  const text = container.innerHTML;
  cleanup();
  return text;
};
afterEach(cleanup);

describe('traffic rule confirmations', () => {
  it('a save that changes no limit code (only the remark) asks nothing', () => {
    expect(trafficRuleConfirmation(t, { applyLimit: -1, registerLimit: 5, remark: 'changed' }, rule)).toBeNull();
  });

  it('names each changed limit before → after and the refusal it brings, and a 0 is a danger', () => {
    const asked = trafficRuleConfirmation(t, { applyLimit: 0, registerLimit: 5 }, rule)!;
    expect(asked.title).toContain('"merchant":"Soko Credit"');
    expect(asked.danger).toBe(true);
    const text = html(asked.content);
    expect(text).toContain('merchantConfig:effects.apply.newOnly');
    expect(text).toContain('merchantConfig:limitCode.unlimited');
    expect(text).not.toContain('registerLimit');
  });

  it('a higher threshold is confirmed without danger, naming the count', () => {
    const asked = trafficRuleConfirmation(t, { applyLimit: -1, registerLimit: 20 }, rule)!;
    expect(asked.danger).toBe(false);
    expect(html(asked.content)).toContain('merchantConfig:effects.register.perDay{"count":20}');
  });

  it('a new rule names both limits, from nothing', () => {
    const text = html(trafficRuleConfirmation(t, { applyLimit: 2, registerLimit: -1 }, null)!.content);
    expect(text).toContain('merchantConfig:effects.apply.oldOnly{"count":2}');
    expect(text).toContain('merchantConfig:effects.register.unlimited');
  });

  it('switching traffic off says it stops every application', () => {
    expect(trafficToggleTitle(t, rule, false)).toBe('merchantConfig:effects.switchOff{"merchant":"Soko Credit"}');
    expect(trafficToggleTitle(t, rule, true)).toContain('merchantConfig:effects.switchOn');
  });
});
