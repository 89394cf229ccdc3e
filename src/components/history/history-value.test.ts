import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { historyValueText } from './history-value';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { common: { crud: { yes: 'Yes', no: 'No' } }, loan: { options: { status: { inProgress: 'In progress', success: 'Success' } } } } },
});
const t = i18n.t.bind(i18n);

describe('historyValueText', () => {
  it('shows money fields as KES, whether stored as a number or a numeric string', () => {
    expect(historyValueText('amountCents', 1_234_550, t)).toBe('KES 12,345.50');
    expect(historyValueText('maxAmountCents', '500000', t)).toBe('KES 5,000.00');
  });

  it('shows UTC instants in EAT and leaves plain dates alone', () => {
    expect(historyValueText('approvedAt', '2026-11-21T09:05:00.000Z', t)).toBe('2026-11-21 12:05:00');
    expect(historyValueText('dueDay', '2026-11-21', t)).toBe('2026-11-21');
  });

  it('shows a field\'s fixed choices by their label, in lists too, and unknown values as stored', () => {
    expect(historyValueText('status', 'inProgress', t, 'loan')).toBe('In progress');
    expect(historyValueText('status', ['success', 'odd'], t, 'loan')).toBe('Success, odd');
    expect(historyValueText('status', 'inProgress', t)).toBe('inProgress');
  });

  it('shows booleans as words and objects as JSON', () => {
    expect(historyValueText('enabled', true, t)).toBe('Yes');
    expect(historyValueText('allocation', { principal: 100 }, t)).toBe('{"principal":100}');
  });
});
