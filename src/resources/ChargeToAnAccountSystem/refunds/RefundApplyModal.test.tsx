// @vitest-environment happy-dom
import { App } from 'antd';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RefundableInfo } from '../../../../common/money/refund';
import { formI18n } from '../../../components/crud/testing/form-harness';
import { usePagedList } from '../../../components/table/usePagedList';
import { ApiError } from '../../../providers/envelope';
import { api } from '../../../providers/http';
import { RefineTestProvider } from '../../../test/RefineTestProvider';
import { RefundApplyModal } from './RefundApplyModal';

vi.mock('../../../providers/http', () => ({ api: { post: vi.fn(), get: vi.fn() } }));
vi.mock('../../../providers/toast', () => ({ toastSuccess: vi.fn() }));

const INFO: RefundableInfo = {
  orderId: 7, orderNo: 'ORD-7', customerName: 'Wanjiku Kamau', phone: '254712345678', merchantName: 'Soko',
  overpaymentCents: 150_000, reservedCents: 0, refundableCents: 150_000, openRefundNo: null,
};

const i18n = formI18n('en', ['refund']);
const reads = (url: string) => vi.mocked(api.get).mock.calls.filter(([u]) => u === url);

/** The refund list behind the dialog, to see it read again after the application. */
function ListBehind() {
  const list = usePagedList<{ id: number }>('refund/list', { current: 1, size: 20 });
  return <output data-testid="list-rows">{list.records.length}</output>;
}

function renderModal(onApplied = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <RefineTestProvider>
        <App><ListBehind /><RefundApplyModal open onClose={vi.fn()} onApplied={onApplied} /></App>
      </RefineTestProvider>
    </I18nextProvider>,
  );
  return onApplied;
}

function lookUp(orderNo: string) {
  const input = screen.getByTestId('field-orderNo');
  fireEvent.change(input, { target: { value: orderNo } });
  fireEvent.blur(input);
}

beforeEach(() => {
  vi.mocked(api.get).mockImplementation(((url: string, options?: { params?: { orderNo?: string } }) => {
    if (url === 'refund/list') return Promise.resolve({ records: [{ id: 1 }], total: 1 });
    if (url === 'refund/refundable') {
      return options?.params?.orderNo === 'ORD-7' ? Promise.resolve(INFO) : Promise.reject(new ApiError(400, 'No such order.'));
    }
    return Promise.reject(new Error(url));
  }) as never);
  vi.mocked(api.post).mockResolvedValue({ id: 3 });
});
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('RefundApplyModal', { timeout: 60_000 }, () => {
  it('reads the order\'s refundable money through the data provider and refuses an amount above it', async () => {
    renderModal();
    lookUp('ORD-7');
    expect(await screen.findByText('Wanjiku Kamau')).toBeTruthy();
    expect(reads('refund/refundable')).toEqual([['refund/refundable', expect.objectContaining({ params: { orderNo: 'ORD-7' }, silent: true })]]);
    fireEvent.change(screen.getByTestId('field-amount'), { target: { value: '2000' } });
    fireEvent.click(screen.getByTestId('refund-apply-ok'));
    expect(await screen.findByText(/more than the refundable/)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows a refused look-up on the order number, once, without retrying', async () => {
    renderModal();
    lookUp('ORD-404');
    expect(await screen.findByText('No such order.')).toBeTruthy();
    expect(reads('refund/refundable')).toHaveLength(1);
    expect(screen.queryByTestId('refundable-summary')).toBeNull();
  });

  it('applies with an Idempotency-Key, then the list behind reads again', async () => {
    const onApplied = renderModal();
    await waitFor(() => expect(screen.getByTestId('list-rows').textContent).toBe('1'));
    expect(reads('refund/list')).toHaveLength(1);
    lookUp('ORD-7');
    await screen.findByText('Wanjiku Kamau');
    fireEvent.change(screen.getByTestId('field-amount'), { target: { value: '1000' } });
    fireEvent.change(screen.getByTestId('field-receivingAccount'), { target: { value: '254712345678' } });
    fireEvent.click(screen.getByTestId('refund-apply-ok'));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('refund/apply', expect.objectContaining({ orderNo: 'ORD-7', amount: '1000', channel: 'mpesa' }),
      expect.objectContaining({ idempotencyKey: expect.any(String) }));
    await waitFor(() => expect(reads('refund/list')).toHaveLength(2));
  });
});
