// @vitest-environment happy-dom
import { App } from 'antd';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MY_AUDIT_DECIDED } from '../../../../common/orders/my-audit';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { formI18n } from '../../../components/crud/testing/form-harness';
import { api } from '../../../providers/http';
import { RefineTestProvider } from '../../../test/RefineTestProvider';
import { readView } from './my-audit-view';
import { MyAuditPage } from './MyAuditPage';

vi.mock('../../../providers/http', () => ({ api: { post: vi.fn(), get: vi.fn() } }));

const i18n = formI18n('en', ['myAudit', 'order', 'menu']);

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <RefineTestProvider path={path}><App><MyAuditPage /><Address /></App></RefineTestProvider>
    </I18nextProvider>,
  );
}

/** The parameters of the last list read. */
const lastListParams = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === 'myAudit/list').at(-1)?.[1]?.params as Record<string, unknown> | undefined;

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(((url: string) => {
    if (url === 'myAudit/list') return Promise.resolve({ records: [], total: 0 });
    if (url === 'myAudit/summary') return Promise.resolve({ pending: 3, callsDue: 1, decidedToday: 2 });
    return Promise.resolve([]);
  }) as never);
});
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('readView', () => {
  it('reads the view and due toggle from the address, unknown values as the defaults', () => {
    expect(readView(new URLSearchParams('view=decided&due=overdue'))).toEqual({ view: 'decided', due: 'overdue' });
    expect(readView(new URLSearchParams('due=today'))).toEqual({ view: 'pending', due: 'today' });
    expect(readView(new URLSearchParams('view=other&due=soon'))).toEqual({ view: 'pending', due: 'all' });
  });
});

describe('MyAuditPage', { timeout: 60_000 }, () => {
  it('opens the view a link names', async () => {
    renderAt('/AuditSystem/MyAudit?view=decided');
    await waitFor(() => expect(lastListParams()?.status).toBe(MY_AUDIT_DECIDED.join(',')));
  });

  it('opens the pending view with the due toggle a link names', async () => {
    renderAt('/AuditSystem/MyAudit?due=overdue');
    await waitFor(() => expect(lastListParams()).toEqual(expect.objectContaining({ status: String(ORDER_STATUS.pendingReview), nextCallDue: 'overdue' })));
  });

  it('puts a switched view and due toggle in the address, keeping its other parameters', async () => {
    renderAt('/AuditSystem/MyAudit?keep=1');
    await waitFor(() => expect(lastListParams()?.status).toBe(String(ORDER_STATUS.pendingReview)));
    fireEvent.click(await screen.findByText('Overdue'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?keep=1&due=overdue'));
    await waitFor(() => expect(lastListParams()?.nextCallDue).toBe('overdue'));
    fireEvent.click(screen.getByText('Decided'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?keep=1&due=overdue&view=decided'));
    await waitFor(() => expect(lastListParams()?.status).toBe(MY_AUDIT_DECIDED.join(',')));
  });
});
