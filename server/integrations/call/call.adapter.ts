/** The call centre that places click-to-call calls (startAccount 7). The sandbox is the default. */
import type { CallRecord } from '../../../common/calls/call-record';

export interface DialRequest {
  /** The number to ring, 254 + 9 digits; resolved by the server, never taken from the browser. */
  phone: string;
  /** The staff member's seat (SIP extension) that rings first. */
  seat: string | null;
  userId: number;
}

export interface DialResult {
  status: 'dialing' | 'failed';
  providerRef: string;
}

/** What the call-record job asks the call centre about one call it placed. */
export interface CallRecordQuery {
  providerRef: string;
  phone: string;
  dialledAt: Date;
}

export interface CallAdapter {
  readonly name: string;
  dial(request: DialRequest): Promise<DialResult>;
  /** The call centre's record of a call once it has ended (outcome, talk time), or null while it has none. */
  callRecord(query: CallRecordQuery): Promise<CallRecord | null>;
}
