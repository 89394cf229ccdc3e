/** The order detail as orderDetail/detail answers it (server/modules/order-detail/order-detail.service.ts). */
import type { MachineDecisionView } from '../../../../common/risk/machine-decision';

type Time = string | null;
type Captured = Record<string, unknown> | null;

export interface ContactRow {
  id: number;
  name: string;
  relation: string | null;
  phone: string;
  callCount: number | null;
  callSeconds: number | null;
  lastCallAt: Time;
}

export interface StepRow {
  id: number;
  orderNo?: string;
  action: string;
  fromStatus: number | null;
  toStatus: number;
  actorName: string;
  refuseCode: string | null;
  reason: string | null;
  at: string;
}

export interface ReviewRow {
  id: number;
  decision: 'approve' | 'reject';
  refuseCode: string | null;
  remark: string | null;
  answers: { questionId: number; question: string; answer: string }[];
  approvedAmountCents: number | null;
  createdAt: string;
  auditorName: string;
}

export interface FollowRow {
  id: number;
  contactKind: 'self' | 'emergency' | 'close';
  contactName: string | null;
  phone: string | null;
  actionCode: string;
  remark: string | null;
  nextCallAt: Time;
  createdAt: string;
  userName: string;
}

export interface OrderDetail {
  order: {
    id: number; orderNo: string; status: number; customerId: number; customerName: string; phone: string; idNumber: string;
    loanAmountCents: number; productName: string | null; modelLevel: string | null; whitelist: boolean; loanType: number;
    auditorId: number | null; merchantName: string | null; customerLanguage: string;
  };
  sections: {
    incoming: Record<string, unknown>;
    basic: Record<string, unknown> & { status: number; auditorId: number | null };
    bankCard: Record<string, unknown> | null;
    payment: Record<string, unknown> & { disbursed: boolean };
    repaymentCode: { paybill: string | null; accountNo: string };
    face: Captured;
    steps: StepRow[];
    machineDecision: MachineDecisionView | null;
    attachments: { id: number; kind: string; fileName: string; contentType: string; sizeBytes: number; createdAt: string }[];
    reviews: ReviewRow[];
    followRecords: FollowRow[];
    merchantLink: Record<string, unknown>;
  };
  tabs: {
    basic: (Record<string, unknown> & { credits: Record<string, unknown>[] }) | null;
    socialRelations: ContactRow[];
    operator: Captured;
    appList: { name: string; packageName: string; category?: string; installedAt?: string }[];
    location: Captured;
    device: Captured;
    closeContacts: ContactRow[];
    bvn: Captured;
  };
}
