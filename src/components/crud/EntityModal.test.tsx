// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productEntity } from '../../../common/entities/product';
import { Refine } from '@refinedev/core';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { dataProvider } from '../../providers/data-provider';
import { api } from '../../providers/http';
import { EntityModal } from './EntityModal';
import { formGridClass } from './form-layout';
import { FormHarness, formI18n } from './testing/form-harness';

vi.mock('../../providers/http', () => ({ api: { post: vi.fn(), get: vi.fn() } }));
vi.mock('../../providers/toast', () => ({ toastSuccess: vi.fn() }));

const product = {
  id: 21, merchantId: 1, productCode: 'SOKO21', productName: 'Soko Credit 21-day', termDays: 21, installments: 1,
  minAmountCents: 100_000, maxAmountCents: 5_000_000, dailyInterestBp: 10, serviceFeeBp: 500, managementFeeBp: 0,
  lateFeeDailyBp: 50, extensionFeeBp: 1000, loanTypes: 'all', sort: 1, enabled: true, remark: null,
};

function renderModal({ lng = 'en', onClose = vi.fn() }: { lng?: 'en' | 'zh'; onClose?: () => void } = {}) {
  render(
    <FormHarness i18n={formI18n(lng, ['product'])}>
      <EntityModal entity={productEntity} record={product} open onClose={onClose} onSaved={vi.fn()} />
    </FormHarness>,
  );
  return onClose;
}

const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });

afterEach(() => { cleanup(); vi.clearAllMocks(); window.innerWidth = 1024; });

describe('EntityModal', { timeout: 60_000 }, () => {
  it('names the record in its title, in English and in Chinese', async () => {
    renderModal();
    expect(await screen.findByText('Edit product Soko Credit 21-day')).toBeTruthy();
    cleanup();
    renderModal({ lng: 'zh' });
    expect(await screen.findByText('编辑产品 Soko Credit 21-day')).toBeTruthy();
  });

  it('shows the amounts with thousands separators', async () => {
    renderModal();
    expect(((await screen.findByTestId('field-maxAmountCents')) as HTMLInputElement).value).toBe('50,000.00');
  });

  it('saves once for a double click on Save, sending the form\'s Idempotency-Key, and a new key after a success (issue 32.1)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    vi.mocked(api.post).mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }) as never).mockResolvedValueOnce({ id: 21 } as never);
    const onSaved = vi.fn();
    // The app's data provider over the mocked http client, so the request the save sends is seen.
    render(
      <I18nextProvider i18n={formI18n('en', ['product'])}>
        <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
          <App><EntityModal entity={productEntity} record={product} open onClose={vi.fn()} onSaved={onSaved} /></App>
        </Refine>
      </I18nextProvider>,
    );
    await screen.findByText('Edit product Soko Credit 21-day');
    const save = screen.getByTestId('entity-save');
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const keyOf = (call: number) => (vi.mocked(api.post).mock.calls[call][2] as { idempotencyKey?: string }).idempotencyKey;
    expect(keyOf(0)).toMatch(/^[\w-]{8,128}$/);
    answer({ id: 21 });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // Long after both clicks' validation: still the one request and the one save.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('entity-save'));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('closes at once when nothing was changed', async () => {
    const onClose = renderModal();
    await screen.findByText('Edit product Soko Credit 21-day');
    fireEvent.click(cancelButton());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByText('Discard your changes?')).toHaveLength(0);
  });

  it('asks before closing a changed form, and Refine warns before leaving the page meanwhile', async () => {
    const onClose = renderModal();
    fireEvent.change(await screen.findByTestId('field-productName'), { target: { value: 'Soko Credit 28-day' } });
    await waitFor(() => expect(screen.getByTestId('warn-when').textContent).toBe('true'));
    fireEvent.click(cancelButton());
    expect(await screen.findAllByText('Discard your changes?')).not.toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(cancelButton());
    await waitFor(() => expect(screen.getAllByTestId('discard-changes')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('discard-changes')[1]);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('warn-when').textContent).toBe('false');
  });

  it('lays a long form out in two columns on a window 1280 px wide, in one below', async () => {
    renderModal();
    expect((await screen.findByTestId('entity-form')).className).not.toContain(formGridClass(2));
    cleanup();
    window.innerWidth = 1280;
    renderModal();
    expect((await screen.findByTestId('entity-form')).className).toContain(formGridClass(2));
  });
});
