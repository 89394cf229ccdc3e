// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMoneyInput } from '../../../common/money';
import { groupTyped, KesInput, showAmount } from './KesInput';

let form: FormInstance | undefined;

function AmountForm({ initial }: { initial?: string }) {
  const [instance] = Form.useForm();
  form = instance;
  // The form around re-renders on every change, as dialogs do.
  const amount = Form.useWatch('amount', instance) as string | undefined;
  return (
    <Form form={instance} initialValues={{ amount: initial }}>
      <Form.Item name="amount"><KesInput data-testid="amount" /></Form.Item>
      <output>{amount}</output>
    </Form>
  );
}

const input = () => screen.getByTestId('amount') as HTMLInputElement;

afterEach(() => { cleanup(); form = undefined; });

describe('KesInput', { timeout: 60_000 }, () => {
  it('shows 12,345 while typing 12345 and 12,345.00 after, holding an amount the server reads as 1,234,500 cents', async () => {
    render(<AmountForm />);
    fireEvent.focus(input());
    // A key press is what tells the input that a person is typing.
    fireEvent.keyDown(input(), { key: '5' });
    fireEvent.change(input(), { target: { value: '12345' } });
    await waitFor(() => expect(input().value).toBe('12,345'));
    fireEvent.keyUp(input(), { key: '5' });
    fireEvent.blur(input());
    await waitFor(() => expect(input().value).toBe('12,345.00'));
    expect(parseMoneyInput(form!.getFieldValue('amount') as string)).toBe(1_234_500);
  });

  it('reads an amount typed with separators', async () => {
    render(<AmountForm />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '1,000.5' } });
    fireEvent.blur(input());
    await waitFor(() => expect(input().value).toBe('1,000.50'));
    expect(parseMoneyInput(form!.getFieldValue('amount') as string)).toBe(100_050);
  });

  it('shows an amount set by the form with separators and two decimals', async () => {
    render(<AmountForm initial="1234567.5" />);
    await waitFor(() => expect(input().value).toBe('1,234,567.50'));
  });

  it('groups the whole part while typing and keeps what follows it', () => {
    expect(groupTyped('1234567')).toBe('1,234,567');
    expect(groupTyped('12,3456.')).toBe('123,456.');
    expect(groupTyped('1234.5')).toBe('1,234.5');
    expect(groupTyped('')).toBe('');
    expect(showAmount('0')).toBe('0.00');
    expect(showAmount(undefined)).toBe('');
  });
});
