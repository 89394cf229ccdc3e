// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewCode } from '../../../../common/routes';
import { WithI18n } from '../../../components/header/testing/i18n';
import { OrderDetailView } from './OrderDetailView';

let identity: { operationCodes: string[] } | undefined;
const useCustom = vi.fn(() => ({ query: { data: undefined, error: null, isFetching: true, refetch: vi.fn() } }));

vi.mock('@refinedev/core', async (original) => ({
  ...await original<typeof import('@refinedev/core')>(),
  useGetIdentity: () => ({ data: identity, isLoading: identity === undefined }),
  useCustom: () => useCustom(),
}));

afterEach(() => { cleanup(); useCustom.mockClear(); });

describe('issue 31.5: the order page without the order codes', () => {
  it('shows a no-permission state and asks the server nothing', () => {
    identity = { operationCodes: [viewCode('UserSystem/MultiLanguageConfiguration')] };
    render(<WithI18n><OrderDetailView orderRef={{ orderId: 7 }} /></WithI18n>);
    expect(screen.getByTestId('order-no-access')).toBeTruthy();
    expect(useCustom).not.toHaveBeenCalled();
  });

  it('reads the order for a user holding a code of a screen that opens orders', () => {
    identity = { operationCodes: [viewCode('AuditSystem/OrderManagement')] };
    render(<WithI18n><OrderDetailView orderRef={{ orderId: 7 }} /></WithI18n>);
    expect(screen.queryByTestId('order-no-access')).toBeNull();
    expect(useCustom).toHaveBeenCalled();
  });
});
