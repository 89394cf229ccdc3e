// @vitest-environment happy-dom
import { Refine, type AuthProvider } from '@refinedev/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../providers/data-provider';
import { api } from '../../providers/http';
import { session } from '../../providers/storage';
import { ChangePasswordModal } from './ChangePasswordModal';
import { WithI18n } from './testing/i18n';

vi.mock('../../providers/http', () => ({ api: { post: vi.fn(), get: vi.fn() } }));
vi.mock('../../providers/toast', () => ({ toastSuccess: vi.fn() }));

const logout = vi.fn(async () => ({ success: true }));
const authProvider: AuthProvider = {
  login: async () => ({ success: true }), logout, check: async () => ({ authenticated: true }), onError: async () => ({}),
};

function renderModal(props: { forced?: boolean; onClose?: () => void } = {}) {
  return render(
    <Refine authProvider={authProvider} dataProvider={dataProvider}>
      <WithI18n><ChangePasswordModal open onClose={props.onClose ?? vi.fn()} forced={props.forced} /></WithI18n>
    </Refine>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => localStorage.clear());
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('ChangePasswordModal', () => {
  it('rejects a confirmation that differs from the new password, without calling the server', async () => {
    renderModal();
    fill('Current password', 'old-pass1');
    fill('New password', 'new-pass12');
    fill('Confirm new password', 'new-pass13');
    fireEvent.click(screen.getAllByRole('button', { name: 'Change password' })[0]);
    expect(await screen.findByText('The two passwords are entered inconsistently !')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('applies the password policy to the new password', async () => {
    renderModal();
    fill('New password', 'short');
    expect(await screen.findByText('The password must be 8 to 32 characters with at least one letter and one digit.')).toBeTruthy();
  });

  it('posts the three fields, clears the must-change flag and closes', async () => {
    session.setMustChangePassword(true);
    vi.mocked(api.post).mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderModal({ onClose });
    fill('Current password', 'old-pass1');
    fill('New password', 'new-pass12');
    fill('Confirm new password', 'new-pass12');
    fireEvent.click(screen.getAllByRole('button', { name: 'Change password' })[0]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('changePwd', { oldPassword: 'old-pass1', newPassword: 'new-pass12', confirmPassword: 'new-pass12' }, expect.anything());
    expect(session.getMustChangePassword()).toBe(false);
  });

  it('when forced, says so, cannot be cancelled and offers sign-out', async () => {
    renderModal({ forced: true });
    expect(screen.getByText('Please modify password.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
