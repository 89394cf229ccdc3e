// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '../../../components/header/testing/i18n';
import { api } from '../../../providers/http';
import { RefineTestProvider } from '../../../test/RefineTestProvider';
import { toast } from '../../../providers/toast';
import { SensitiveValue } from './SensitiveValue';

const identity = { isDesensitization: true, sensitivePerms: ['revealMaskedValue'] };
let codes = ['UserSystem:UserManagement:revealSensitive'];

vi.mock('../../../providers/http', () => ({ api: { get: vi.fn() } }));
vi.mock('../../../providers/toast', () => ({ toast: vi.fn(), toastWarning: vi.fn() }));
vi.mock('@refinedev/core', async (original) => ({ ...await original<typeof import('@refinedev/core')>(), useGetIdentity: () => ({ data: identity }) }));
vi.mock('../../../hooks/useOperation', () => ({ useOperation: () => (code: string) => codes.includes(code) }));

const writeText = vi.fn(async () => undefined);
const renderPhone = () => render(<WithI18n><RefineTestProvider><SensitiveValue userId={7} field="phone" value="2547*****812" /></RefineTestProvider></WithI18n>);

beforeEach(() => {
  codes = ['UserSystem:UserManagement:revealSensitive'];
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('SensitiveValue', () => {
  it('reveals the phone in place, copies it and says so for 2 seconds', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: '254733908812' });
    renderPhone();
    expect(screen.getByTestId('user-phone').textContent).toBe('2547*****812');
    fireEvent.click(screen.getByTestId('reveal-phone'));
    await waitFor(() => expect(screen.getByTestId('user-phone').textContent).toBe('254733908812'));
    expect(api.get).toHaveBeenCalledWith('sensitive/reveal', expect.objectContaining({ params: { entity: 'user', id: 7, field: 'phone' } }));
    expect(writeText).toHaveBeenCalledWith('254733908812');
    expect(toast).toHaveBeenCalledWith(2, '254733908812 copied successfully', 2000);
  });

  it('neither copies nor tells when the value is one character or less', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: '*' });
    renderPhone();
    fireEvent.click(screen.getByTestId('reveal-phone'));
    await waitFor(() => expect(screen.getByTestId('user-phone').textContent).toBe('*'));
    expect(writeText).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('offers no reveal without the operation code', () => {
    codes = [];
    renderPhone();
    expect(screen.queryByTestId('reveal-phone')).toBeNull();
  });
});
