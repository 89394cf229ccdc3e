/** How refunds leave the server: list rows with names and flags, and the short state every action answers. */
import { maskPhone, maskValue } from '../../../common/masking';
import type { RefundRow, RefundState } from '../../../common/money/refund';
import { PHONE_PATTERN } from '../../../common/validators';
import type { SessionUser } from '../../core/access';
import type { RefundListRecord, RefundRecord } from './refund.repository';

/** The receiving account is often the customer's phone: masked users never see it plain (the phone field is masked by the envelope). */
const maskAccount = (account: string) => (PHONE_PATTERN.test(account) ? maskPhone(account) : maskValue(account));

export function presentRefundRow(row: RefundListRecord, session: SessionUser): RefundRow {
  const { applicantId, auditorId, ...rest } = row;
  return {
    ...rest,
    amountCents: Number(row.amountCents),
    receivingAccount: session.isDesensitization ? maskAccount(row.receivingAccount) : row.receivingAccount,
    withdrawn: row.auditStatus === 'rejected' && applicantId !== null && applicantId === auditorId,
    ownApplication: applicantId === session.userId,
    auditedAt: row.auditedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as RefundRow;
}

export const refundState = (row: RefundRecord): RefundState => ({
  id: row.id, refundNo: row.refundNo, amountCents: Number(row.amountCents), verificationStatus: row.verificationStatus as RefundState['verificationStatus'],
  auditStatus: row.auditStatus as RefundState['auditStatus'], refundStatus: row.refundStatus as RefundState['refundStatus'],
  attempts: row.attempts, payoutRef: row.payoutRef, failCause: row.failCause,
});
