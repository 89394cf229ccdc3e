// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionCode } from '../../../common/routes';
import { WithI18n } from '../../components/header/testing/i18n';
import { ApiError } from '../../providers/envelope';
import { api } from '../../providers/http';
import { session, type UserInfo } from '../../providers/storage';
import { RefineTestProvider } from '../../test/RefineTestProvider';
import WarningNotifyPage from './WarningNotifyPage';

vi.mock('../../providers/http', () => ({ api: { post: vi.fn(), get: vi.fn() } }));

const user = (operationCodes: string[]): UserInfo => ({
  userId: 1, userNo: 'U1', username: 'ann', realName: 'Ann', isDesensitization: false, roleNames: [], deptName: null, operationCodes,
});

/** Opens the filter's choices and picks one (antd renders them in a pop-up list). */
async function choose(filter: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: filter }));
  fireEvent.click(await screen.findByTitle(option));
}

const renderPage = () => render(<WithI18n><RefineTestProvider><WarningNotifyPage /></RefineTestProvider></WithI18n>);
const lastParams = () => vi.mocked(api.get).mock.calls.at(-1)?.[1]?.params;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.get).mockResolvedValue({ records: [], total: 0 } as never);
});
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('WarningNotifyPage', () => {
  it('lists only the user’s own messages and offers no outbox switch without viewAll', async () => {
    session.setUserInfo(user([]));
    renderPage();
    expect(await screen.findByText('No messages')).toBeTruthy();
    expect(lastParams()).toEqual({ current: 1, size: 20, scope: 'mine' });
    expect(screen.getByTestId('filter-channel')).toBeTruthy();
    expect(screen.queryByTestId('filter-scope')).toBeNull();
  });

  it('lets a viewAll holder see the whole outbox, filtered by channel, from page 1', async () => {
    session.setUserInfo(user([actionCode('WarningNotify', 'viewAll')]));
    renderPage();
    await choose('Whose messages', 'Whole outbox');
    await choose('Channel', 'E-mail');
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastParams()).toEqual({ current: 1, size: 20, scope: 'all', channel: 'email' }));
  });

  it('shows a failure with a retry button that loads again', async () => {
    session.setUserInfo(user([]));
    vi.mocked(api.get).mockRejectedValueOnce(new ApiError(500, 'Something went wrong on the server.'));
    renderPage();
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('The list could not be loaded.')).toBeNull());
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});
