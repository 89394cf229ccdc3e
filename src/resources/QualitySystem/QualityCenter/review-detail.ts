/** One review as qualityCenter/detail answers it (quality.service.ts reviewDetail). */
import type { QualityReviewCheckpoint, QualityReviewRow } from '../../../../common/quality/quality-columns';

export interface QualityReviewDetail {
  review: QualityReviewRow & {
    employeeName: string; inspectorName: string | null; claimedByName: string | null; appealDecidedByName: string | null;
    weightedScore: number | null; instantFailed: boolean | null; comment: string | null; appealReason: string | null;
    appealComment: string | null; appealDecidedAt: string | null; own: boolean; team: string | null;
  };
  contact: {
    at: string | null; channel: string | null; target: string | null; result: string | null; actionCode: string | null; intent: string | null;
    remark: string | null; caseNo: string | null; customerName: string | null; phone: string | null; reason: string | null;
  } | null;
  call: { id: number; provider: string; providerRef: string | null; outcome: string | null; talkSeconds: number | null; connectedAt: string | null; endedAt: string | null; createdAt: string | null } | null;
  scorecard: { id: number; name: string; passMark: number } | null;
  checkpoints: QualityReviewCheckpoint[];
}
