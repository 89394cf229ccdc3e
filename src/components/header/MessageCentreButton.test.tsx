// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../providers/http';
import { RefineTestProvider } from '../../test/RefineTestProvider';
import { MessageCentreButton } from './MessageCentreButton';
import type { OutboxMessage } from './message/message.types';
import { UNREAD_POLL_MS } from './message/message.types';
import { WithI18n } from './testing/i18n';

vi.mock('../../providers/http', () => ({ api: { post: vi.fn(), get: vi.fn() } }));

const message = (id: number, readAt: string | null): OutboxMessage => ({
  id, channel: 'sms', recipient: '254712345678', recipientUserId: 1, subject: null, body: `Your code is ${id}`,
  kind: 'loginCode', status: 'sent', provider: 'console', providerRef: null, readAt, createdAt: '2026-11-21T09:05:00Z',
});

let unread = 2;
function answer(url: string) {
  if (url === 'message/unreadCount') return Promise.resolve({ unread });
  if (url === 'message/list') return Promise.resolve({ records: [message(2, null), message(1, '2026-11-20T10:00:00Z')], total: 2 });
  return Promise.reject(new Error(url));
}

function renderButton() {
  return render(
    <RefineTestProvider path="/AdminContent/Home">
      <WithI18n>
        <Routes>
          <Route path="/AdminContent/Home" element={<MessageCentreButton />} />
          <Route path="/AdminContent/WarningNotify" element={<p>message centre page</p>} />
        </Routes>
      </WithI18n>
    </RefineTestProvider>,
  );
}

const unreadCalls = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === 'message/unreadCount').length;

beforeEach(() => {
  unread = 2;
  vi.mocked(api.get).mockImplementation((url: string) => answer(url) as never);
  vi.mocked(api.post).mockResolvedValue(undefined);
});
afterEach(() => { cleanup(); vi.clearAllMocks(); vi.useRealTimers(); });

describe('MessageCentreButton', () => {
  it('shows the unread count on the bell', async () => {
    renderButton();
    await waitFor(() => expect(screen.getByTestId('message-centre-button').getAttribute('aria-label')).toBe('Messages, 2 unread'));
  });

  it('opens the drawer, lists the messages, marks the unread ones read and refreshes the badge', async () => {
    renderButton();
    await waitFor(() => expect(unreadCalls()).toBe(1));
    unread = 0;
    fireEvent.click(screen.getByTestId('message-centre-button'));
    expect(await screen.findByText('Your code is 2')).toBeTruthy();
    expect(screen.getByText('Your code is 1')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('message/list', expect.objectContaining({ params: { current: 1, size: 10, scope: 'mine' } }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('message/read', { ids: [2] }, expect.anything()));
    await waitFor(() => expect(screen.getByTestId('message-centre-button').getAttribute('aria-label')).toBe('Messages, 0 unread'));
  });

  it('links to the message centre screen', async () => {
    renderButton();
    fireEvent.click(screen.getByTestId('message-centre-button'));
    fireEvent.click(await screen.findByTestId('open-message-centre'));
    expect(await screen.findByText('message centre page')).toBeTruthy();
  });

  it('polls every minute only while the tab is visible', async () => {
    vi.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    // Browsers fire visibilitychange at the document and it bubbles to the window, where React Query listens.
    const becomes = async (state: DocumentVisibilityState) => {
      visibility = state;
      await act(async () => { document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); });
    };
    renderButton();
    expect(unreadCalls()).toBe(1);
    // The first answer arrives before the next minute starts.
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    await act(async () => { await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS); });
    expect(unreadCalls()).toBe(2);
    await becomes('hidden');
    await act(async () => { await vi.advanceTimersByTimeAsync(3 * UNREAD_POLL_MS); });
    expect(unreadCalls()).toBe(2);
    await becomes('visible');
    expect(unreadCalls()).toBe(3);
  });
});
