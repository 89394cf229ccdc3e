import { describe, expect, it } from 'vitest';
import { MPESA_RECEIPT_MESSAGE, receiptProblem } from './payment-reference';

describe('receiptProblem', () => {
  it('takes an M-Pesa receipt as Safaricom prints it: 10 capital letters and digits', () => {
    for (const receipt of ['QKJ4XYZ123', 'TK30A1B2C3', '0123456789']) expect(receiptProblem('mpesa', receipt), receipt).toBeNull();
  });
  it('refuses anything else on M-Pesa, never rewriting it', () => {
    for (const receipt of ['qkj4xyz123', 'QKJ4XYZ12', 'QKJ4XYZ1234', 'QKJ4-YZ123', 'QKJ4 XYZ12']) {
      expect(receiptProblem('mpesa', receipt), receipt).toBe(MPESA_RECEIPT_MESSAGE);
    }
  });
  it('leaves other channels and an empty reference to their own rules', () => {
    expect(receiptProblem('bank', 'FT26112400001')).toBeNull();
    expect(receiptProblem('airtel', 'mp210101.1234')).toBeNull();
    expect(receiptProblem('mpesa', '')).toBeNull();
    expect(receiptProblem('mpesa', null)).toBeNull();
  });
});
