// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productEntity } from '../../../common/entities/product';
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
