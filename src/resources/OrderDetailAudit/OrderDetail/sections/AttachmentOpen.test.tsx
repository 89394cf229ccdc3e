// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionCode } from '../../../../../common/routes';
import { WithI18n } from '../../../../components/header/testing/i18n';
import { AttachmentOpen } from './AttachmentOpen';

const REVEAL_CODE = actionCode('OrderDetailAudit/OrderDetail', 'reveal');
let identity = { isDesensitization: false, sensitivePerms: [] as string[] };
let codes: string[] = [];

vi.mock('@refinedev/core', async (original) => ({ ...await original<typeof import('@refinedev/core')>(), useGetIdentity: () => ({ data: identity }) }));
vi.mock('../../../../hooks/useOperation', () => ({ useOperation: () => (code: string) => codes.includes(code) }));

function show(kind: string) {
  const onOpen = vi.fn();
  render(<WithI18n><AttachmentOpen id={5} kind={kind} onOpen={onOpen} /></WithI18n>);
  return onOpen;
}
afterEach(() => { cleanup(); });

describe('AttachmentOpen', () => {
  it('opens an ID picture for an unmasked user', () => {
    identity = { isDesensitization: false, sensitivePerms: [] };
    codes = [];
    const onOpen = show('idFront');
    fireEvent.click(screen.getByTestId('attachment-open-5'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows a masked user without the reveal permission a placeholder for ID pictures and selfies, not for a payslip', () => {
    identity = { isDesensitization: true, sensitivePerms: [] };
    codes = [REVEAL_CODE];
    for (const kind of ['idFront', 'idBack', 'selfie']) {
      show(kind);
      expect(screen.getByTestId('attachment-hidden-5')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
    show('payslip');
    expect(screen.getByTestId('attachment-open-5')).toBeTruthy();
  });

  it('gives a masked user with the reveal permission and code a reveal button', () => {
    identity = { isDesensitization: true, sensitivePerms: ['revealMaskedValue'] };
    codes = [REVEAL_CODE];
    const onOpen = show('selfie');
    fireEvent.click(screen.getByTestId('attachment-reveal-5'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    cleanup();
    codes = [];
    show('selfie');
    expect(screen.getByTestId('attachment-hidden-5')).toBeTruthy();
  });
});
