// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../providers/http';
import { RefineTestProvider } from '../../test/RefineTestProvider';
import { LeaveApplicationModal } from './LeaveApplicationModal';
import type { LeaveApplication } from './leave/leave.types';
import { WithI18n } from './testing/i18n';

vi.mock('../../providers/http', () => ({ api: { post: vi.fn(), get: vi.fn() } }));
vi.mock('../../providers/toast', () => ({ toastSuccess: vi.fn() }));

const DAY = 86_400_000;
const leave = (id: number, startOffset: number, status: LeaveApplication['status'] = 'submitted'): LeaveApplication => ({
  id, status, reason: `reason ${id}`, createdAt: new Date().toISOString(),
  startAt: new Date(Date.now() + startOffset).toISOString(), endAt: new Date(Date.now() + startOffset + DAY / 2).toISOString(),
});

const renderModal = () => render(<WithI18n><RefineTestProvider><LeaveApplicationModal open onClose={vi.fn()} /></RefineTestProvider></WithI18n>);

function pick(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

beforeEach(() => {
  vi.mocked(api.get).mockResolvedValue({ records: [leave(1, DAY), leave(2, -DAY)], total: 2 } as never);
  vi.mocked(api.post).mockResolvedValue(undefined);
});
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('LeaveApplicationModal', () => {
  it('lists the user’s applications five per page, with cancel only for one not yet started', async () => {
    renderModal();
    const history = screen.getByTestId('leave-history');
    expect(await within(history).findByText('reason 1')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('leave/mine', expect.objectContaining({ params: { current: 1, size: 5 } }));
    expect(within(history).getAllByRole('button', { name: 'Cancel leave' })).toHaveLength(1);
    expect(within(history).getByText('Not started')).toBeTruthy();
    expect(within(history).getByText('Ended')).toBeTruthy();
  });

  it('refuses an end that is not after the start', async () => {
    renderModal();
    pick('Start time (EAT)', '2026-12-01 12:00:00');
    pick('End time (EAT)', '2026-12-01 09:00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end time must be after the start time.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the picked East Africa times as UTC instants', async () => {
    renderModal();
    pick('Start time (EAT)', '2026-12-01 08:00:00');
    pick('End time (EAT)', '2026-12-01 17:00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('leave/apply', {
      startAt: '2026-12-01T05:00:00.000Z', endAt: '2026-12-01T14:00:00.000Z',
    }, expect.anything()));
  });
});
