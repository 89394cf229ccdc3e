// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormHarness, formI18n } from '../crud/testing/form-harness';
import { KesInput } from '../money/KesInput';
import { IntegerInput } from './NumberInput';
import { PhoneInput } from './PhoneInput';
import { integerRules, maxLengthRule, moneyRule, phoneRule } from './rules';
import { TextArea, TextInput } from './TextInput';

const i18n = formI18n('en', ['csCoupon']);
const sent = vi.fn();

/** One field in a form with a Save button; `sent` receives what the form would submit. */
function OneField({ rules, children }: { rules: (t: ReturnType<typeof useTranslation>['t']) => object[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form onFinish={sent}>
      <Form.Item name="value" label="Value" rules={rules(t) as never}>{children}</Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

const renderField = (rules: Parameters<typeof OneField>[0]['rules'], input: ReactNode) =>
  render(<FormHarness i18n={i18n}><OneField rules={rules}>{input}</OneField></FormHarness>);
const box = () => screen.getByTestId('value') as HTMLInputElement;
const type = (text: string) => {
  fireEvent.focus(box());
  fireEvent.keyDown(box(), { key: text.slice(-1) });
  fireEvent.change(box(), { target: { value: text } });
  fireEvent.keyUp(box(), { key: text.slice(-1) });
  fireEvent.blur(box());
};
const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));

afterEach(() => { cleanup(); sent.mockReset(); });

describe('inputs refuse, never rewrite', { timeout: 60_000 }, () => {
  it.each([
    ['20.555', 'Enter an amount with up to two decimals.'], ['-50', 'The amount cannot be negative.'], ['-100.555', 'Enter an amount with up to two decimals.'],
  ])('money: %s keeps its text, shows the server\'s message and is not submitted', async (typed, message) => {
    renderField((t) => [moneyRule(t)], <KesInput data-testid="value" />);
    type(typed);
    save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(box().value).toBe(typed);
    expect(sent).not.toHaveBeenCalled();
  });

  it('money: 20.55 is submitted as typed and shown with two decimals', async () => {
    renderField((t) => [moneyRule(t)], <KesInput data-testid="value" />);
    type('20.5');
    save();
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ value: '20.5' }));
    expect(box().value).toBe('20.50');
  });

  it('integer: 1.5 in a limit code stays 1.5 and is refused', async () => {
    renderField((t) => integerRules(t, 'Limit code', { min: 0 }), <IntegerInput data-testid="value" />);
    type('1.5');
    save();
    expect(await screen.findByText('Limit code must be a whole number.')).toBeTruthy();
    expect(box().value).toBe('1.5');
    expect(sent).not.toHaveBeenCalled();
  });

  it('integer: 3 coupons where 2 are allowed stay 3 and are refused with the server\'s message', async () => {
    renderField((t) => integerRules(t, 'Coupons', { min: 1, max: 2, maxMessage: t('csCoupon:errors.perRequestExceeded', { limit: 2 }) }), <IntegerInput data-testid="value" />);
    type('3');
    save();
    expect(await screen.findByText('At most 2 coupons per application.')).toBeTruthy();
    expect(box().value).toBe('3');
    expect(sent).not.toHaveBeenCalled();
    type('2');
    save();
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ value: 2 }));
  });

  it.each([['line', TextInput], ['area', TextArea]] as const)('text %s: 41 characters stay, the counter shows 41 / 40 over the limit and the form refuses', async (_, Input) => {
    const { container } = renderField((t) => [maxLengthRule(t, 'Task name', 40)], <Input max={40} data-testid="value" />);
    const text = 'x'.repeat(41);
    fireEvent.change(box(), { target: { value: text } });
    expect(box().value).toBe(text);
    expect(screen.getByText('41 / 40')).toBeTruthy();
    expect(container.querySelector('.ant-input-out-of-range')).toBeTruthy();
    save();
    expect(await screen.findByText('Task name: at most 40 characters.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it.each(['0712 345 678', '+254 712345678', '712345678', '254 712 345 678'])('phone: %s stays as typed and is sent as 254712345678', async (typed) => {
    renderField((t) => [phoneRule(t)], <PhoneInput data-testid="value" />);
    type(typed);
    expect(box().value).toBe(typed);
    save();
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ value: '254712345678' }));
  });

  it('phone: 12345 stays and is refused with the spec\'s hint', async () => {
    renderField((t) => [phoneRule(t)], <PhoneInput data-testid="value" />);
    type('12345');
    save();
    expect(await screen.findByText('Phone format error, eg: 254123456789')).toBeTruthy();
    expect(box().value).toBe('12345');
    expect(sent).not.toHaveBeenCalled();
  });
});
