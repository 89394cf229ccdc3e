// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../providers/http';
import { RefineTestProvider } from '../../../test/RefineTestProvider';
import { ZeroSettleFilteredButton } from './ZeroSettleFilteredButton';

vi.mock('../../../providers/http', () => ({ api: { get: vi.fn(), post: vi.fn() } }));

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public/locales/en');
const NAMESPACES = ['common', 'errors', 'repay'];
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en', ns: NAMESPACES, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false },
  resources: { en: Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, `${ns}.json`), 'utf8'))])) },
});

const FILTER = { lendingDayFrom: '2026-11-24', overdue: 'true' };
const renderButton = (onDone = vi.fn()) => render(
  <I18nextProvider i18n={i18n}><RefineTestProvider><App><ZeroSettleFilteredButton filter={FILTER} disabled={false} onDone={onDone} /></App></RefineTestProvider></I18nextProvider>,
);

afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('ZeroSettleFilteredButton', () => {
  it('names the previewed count and amount, sends the filter with that count, and shows each bill\'s result', async () => {
    vi.mocked(api.get).mockResolvedValue({ count: 2, totalCents: 123_450 });
    vi.mocked(api.post).mockResolvedValue({
      settled: 1, waivedCents: 61_725,
      results: [{ billId: 1, billNo: 'BL1', ok: true, flowNo: 'RF1', waivedCents: 61_725 }, { billId: 2, billNo: 'BL2', ok: false, message: 'The repayment date cannot be earlier than the loan date.' }],
    });
    const onDone = vi.fn();
    renderButton(onDone);
    fireEvent.click(screen.getByTestId('zero-settle-filtered'));
    expect((await screen.findByTestId('confirm-text')).textContent).toBe('What the 2 bills still owe (KES 1,234.50) is forgiven and each bill is settled.');
    expect(api.get).toHaveBeenCalledWith('rePayManage/zeroSettleFiltered/preview', expect.objectContaining({ params: FILTER }));
    fireEvent.click(screen.getByTestId('zero-settle-confirm-ok'));
    expect((await screen.findByTestId('zero-settle-summary')).textContent).toBe('1 settled to 0, 1 refused; KES 617.25 forgiven.');
    expect(screen.getByTestId('zero-settle-result').textContent).toContain('The repayment date cannot be earlier than the loan date.');
    expect(api.post).toHaveBeenCalledWith('rePayManage/zeroSettleFiltered', { filter: FILTER, expectedCount: 2 }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('asks nothing when no bill of the filter is unsettled', async () => {
    vi.mocked(api.get).mockResolvedValue({ count: 0, totalCents: 0 });
    renderButton();
    fireEvent.click(screen.getByTestId('zero-settle-filtered'));
    expect(await screen.findByText('No bill of the current filter is unsettled.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});
