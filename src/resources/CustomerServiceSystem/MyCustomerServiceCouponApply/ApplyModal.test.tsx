// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormHarness, formI18n } from '../../../components/crud/testing/form-harness';
import { ApplyModal } from './ApplyModal';

const task = { value: 7, label: 'Welcome back', couponType: 'discount', faceValueCents: 50_000, perRequestLimit: 2, remainingToday: 5, remainingTotal: 9 };
vi.mock('@refinedev/core', async (original) => ({
  ...(await original<typeof import('@refinedev/core')>()),
  useCustom: () => ({ query: { data: { data: [task] }, isLoading: false } }),
}));

const box = (id: string) => screen.getByTestId(id) as HTMLInputElement;

async function fillForm(quantity: string, phone: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByText('Welcome back', { selector: '.ant-select-item-option-content' }));
  fireEvent.change(box('field-phone'), { target: { value: phone } });
  fireEvent.change(box('field-quantity'), { target: { value: quantity } });
  fireEvent.change(box('field-reason'), { target: { value: 'Long-standing customer' } });
  fireEvent.click(screen.getByTestId('apply-ok'));
}

afterEach(() => { cleanup(); });

describe('the coupon application form', { timeout: 60_000 }, () => {
  it('keeps 3 coupons where the task allows 2 and refuses them with the server\'s message; 2 are sent with the phone as 254…', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<FormHarness i18n={formI18n('en', ['csCoupon'])}><ApplyModal open onClose={vi.fn()} onSubmit={onSubmit} /></FormHarness>);
    await fillForm('3', '0712 345 678');
    expect(await screen.findByText('At most 2 coupons per application.')).toBeTruthy();
    expect(box('field-quantity').value).toBe('3');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(box('field-quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('apply-ok'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ taskId: 7, phone: '254712345678', quantity: 2, reason: 'Long-standing customer' }));
    expect(box('field-phone').value).toBe('0712 345 678');
  });
});
