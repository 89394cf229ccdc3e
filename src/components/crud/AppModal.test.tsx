// @vitest-environment happy-dom
/** Issue 32.1: the dialog's primary button runs its work once at a time, from the first click. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppModal } from './AppModal';

afterEach(cleanup);

describe('AppModal', () => {
  it('ignores clicks on OK while its work runs, shows it loading, and takes clicks again after', async () => {
    let finish: () => void = () => undefined;
    const onOk = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    render(<AppModal open title="Save" onOk={onOk} okButtonProps={{ 'data-testid': 'ok' } as never}>body</AppModal>);
    const ok = screen.getByTestId('ok');
    fireEvent.click(ok);
    fireEvent.click(ok);
    expect(onOk).toHaveBeenCalledTimes(1);
    await act(async () => { await Promise.resolve(); });
    expect(ok.className).toContain('ant-btn-loading');
    await act(async () => { finish(); await Promise.resolve(); });
    fireEvent.click(screen.getByTestId('ok'));
    expect(onOk).toHaveBeenCalledTimes(2);
  });

  it('ends a refused save there, leaving the dialog open', async () => {
    const onOk = vi.fn(() => Promise.reject(new Error('refused')));
    render(<AppModal open title="Save" onOk={onOk} okButtonProps={{ 'data-testid': 'ok' } as never}>body</AppModal>);
    await act(async () => { fireEvent.click(screen.getByTestId('ok')); await Promise.resolve(); });
    expect(screen.getByText('body')).toBeTruthy();
  });
});
