// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayManageRow } from '../../../../common/money/pay-manage';
import { RELEASE_STATUS } from '../../../../common/money/statuses';
import { ORDER_STATUS } from '../../../../common/orders/order-status';
import { api } from '../../../providers/http';
import { RefineTestProvider } from '../../../test/RefineTestProvider';
import { PayBatchBar } from './PayBatchBar';
import { usePayActions, type PayOutcome } from './usePayActions';

vi.mock('../../../providers/http', () => ({ api: { get: vi.fn(), post: vi.fn() } }));

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public/locales/en');
const NAMESPACES = ['common', 'errors', 'loan'];
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en', ns: NAMESPACES, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false },
  resources: { en: Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, `${ns}.json`), 'utf8'))])) },
});

const row = (id: number, failed: boolean): PayManageRow => ({
  id, orderNo: `ORD${id}`, status: ORDER_STATUS.pendingDisbursement, merchantId: 1, merchantName: 'Soko', customerName: 'Jane Wanjiru',
  phone: '254700000000', loanAmountCents: 500_000, practicalAmountCents: 450_000, lendingChannel: failed ? 'mpesa' : null,
  releaseStatus: failed ? RELEASE_STATUS.lendingFailure : null, attempts: failed ? 1 : 0, auditAt: null, lendingAt: null,
  latestCode: failed ? {
    id, orderId: id, systemCode: `LC${id}`, thirdPartyCode: null, thirdPartyOrderNo: null, channel: 'mpesa', amountCents: 450_000,
    accountNumber: '254700000000', status: 'failed', failType: null, failCause: null, confirmStatus: 'unconfirmed', confirmerName: null,
    confirmedAt: null, origin: 'first', createdAt: '2026-11-24T05:00:00.000Z', answeredAt: '2026-11-24T05:00:01.000Z',
  } : null,
});

const FILTER = { auditDayFrom: '2026-11-24', auditDayTo: '2026-11-24' };

/** The bar wired to the payout actions as LoanManagementPage wires them. */
function Wired({ allowed, selected = [], onDone = () => undefined }: { allowed: string[]; selected?: PayManageRow[]; onDone?: (o: PayOutcome) => void }) {
  const actions = usePayActions(onDone, []);
  return <PayBatchBar selected={selected} may={(a) => allowed.includes(a)} on={actions} onFiltered={(a) => actions.filtered(a, FILTER)} />;
}

const renderBar = (props: Parameters<typeof Wired>[0]) => render(
  <I18nextProvider i18n={i18n}><RefineTestProvider><App><Wired {...props} /></App></RefineTestProvider></I18nextProvider>,
);

afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('PayBatchBar', () => {
  it('offers each allowed action over the rows of the selection it applies to', () => {
    const on = { disburse: vi.fn(), resend: vi.fn(), cancel: vi.fn() };
    render(<I18nextProvider i18n={i18n}><PayBatchBar selected={[row(1, false), row(2, true)]} may={(a) => a !== 'cancel'} on={on} onFiltered={vi.fn()} /></I18nextProvider>);
    expect(screen.getByTestId('pay-selection').textContent).toBe('2 selected · KES 9,000.00');
    expect(screen.getByTestId('batch-disburse').textContent).toBe('Disburse (1)');
    expect(screen.queryByTestId('batch-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('batch-resend'));
    expect(on.resend).toHaveBeenCalledWith([row(2, true)]);
  });

  it('turns all filtered rows off while the list is empty', () => {
    render(<I18nextProvider i18n={i18n}><PayBatchBar selected={[]} may={() => true} on={{ disburse: vi.fn(), resend: vi.fn(), cancel: vi.fn() }} onFiltered={vi.fn()} filteredDisabled /></I18nextProvider>);
    expect(screen.getByTestId('batch-filtered').hasAttribute('disabled')).toBe(true);
  });

  it('over all filtered rows: names the count and total the server previewed, then sends the filter and that count', async () => {
    vi.mocked(api.get).mockResolvedValue({ count: 120, totalCents: 54_000_000 });
    vi.mocked(api.post).mockResolvedValue({ results: [{ orderId: 1, orderNo: 'ORD1', ok: true, outcome: 'success' }] });
    const onDone = vi.fn();
    renderBar({ allowed: ['disburse', 'resend'], onDone });
    fireEvent.click(screen.getByTestId('batch-filtered'));
    expect(await screen.findByTestId('filtered-resend')).toBeTruthy();
    expect(screen.queryByTestId('filtered-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('filtered-disburse'));

    expect((await screen.findByTestId('confirm-text')).textContent)
      .toBe('Disburse all 120 order(s) of the current filter not yet sent, KES 540,000.00 in all, through the routed payment channel?');
    expect(api.get).toHaveBeenCalledWith('payManage/filtered/preview', expect.objectContaining({ params: { ...FILTER, action: 'disburse' } }));
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ action: 'disburse', answer: { results: [expect.objectContaining({ orderId: 1 })] } }));
    expect(api.post).toHaveBeenCalledWith('payManage/disburseFiltered', { filter: FILTER, expectedCount: 120 }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
  });

  it('sends nothing when the filter has no row the action applies to', async () => {
    vi.mocked(api.get).mockResolvedValue({ count: 0, totalCents: 0 });
    renderBar({ allowed: ['cancel'] });
    fireEvent.click(screen.getByTestId('batch-filtered'));
    fireEvent.click(await screen.findByTestId('filtered-cancel'));
    expect(await screen.findByText('No order of the current filter has a failed payout to cancel.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});
