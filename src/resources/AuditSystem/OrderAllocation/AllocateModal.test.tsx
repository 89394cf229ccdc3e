// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditorChoice } from '../../../../common/orders/order-allocation';
import { api } from '../../../providers/http';
import { RefineTestProvider } from '../../../test/RefineTestProvider';
import { AllocateModal } from './AllocateModal';

vi.mock('../../../providers/http', () => ({ api: { get: vi.fn(), post: vi.fn() } }));

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public/locales/en');
const NAMESPACES = ['common', 'errors', 'orderAllocation'];
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en', ns: NAMESPACES, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false },
  resources: { en: Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, `${ns}.json`), 'utf8'))])) },
});

const FILTER = { customerName: 'Kamau', applyDayFrom: '2026-11-24' };
const AUDITOR: AuditorChoice = { value: 7, label: 'Grace Njeri', today: 3, dailyLimit: 50, merchantIds: [1], loanTypes: 'all', autoAllocation: true };

async function openFiltered(onDone = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}><RefineTestProvider><App>
      <AllocateModal request={{ kind: 'filtered', filter: FILTER }} auditors={[AUDITOR]} onClose={vi.fn()} onDone={onDone} />
    </App></RefineTestProvider></I18nextProvider>,
  );
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByText('Grace Njeri · 3 / 50 today'));
  fireEvent.click(screen.getByTestId('allocate-submit'));
}

afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('AllocateModal over all filtered rows', () => {
  it('asks the server how many orders the filter covers, names that count, and sends it with the filter', async () => {
    vi.mocked(api.get).mockResolvedValue({ count: 12 });
    vi.mocked(api.post).mockResolvedValue({ results: [], allocated: 12, skipped: 0 });
    const onDone = vi.fn();
    await openFiltered(onDone);
    expect((await screen.findByTestId('confirm-text')).textContent).toBe('Give the 12 orders matching the current filter to Grace Njeri?');
    expect(api.get).toHaveBeenCalledWith('orderAllocation/allocateFiltered/preview', expect.objectContaining({ params: { ...FILTER, action: 'allocate' } }));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ results: [], allocated: 12, skipped: 0 }));
    expect(api.post).toHaveBeenCalledWith('orderAllocation/allocateFiltered', { filter: FILTER, expectedCount: 12, auditorId: 7, action: 'allocate' }, expect.anything());
  });

  it('asks nothing when no order of the filter can be allocated', async () => {
    vi.mocked(api.get).mockResolvedValue({ count: 0 });
    await openFiltered();
    expect(await screen.findByText('No order matching the current filter can be allocated this way.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});
