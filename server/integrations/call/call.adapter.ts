/** The call centre that places click-to-call calls (startAccount 7). The sandbox is the default. */
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

export interface CallAdapter {
  readonly name: string;
  dial(request: DialRequest): Promise<DialResult>;
}
