/**
 * Voice robots and AI callers (issue 14). A robot call answers its result at once; an AI (94AI) call is
 * accepted and its result arrives later as a signed call-back (server/modules/ai-call/ai-callback.service.ts).
 */
export const ROBOT_OUTCOMES = ['promised', 'answered', 'noAnswer', 'busy', 'switchedOff', 'failed'] as const;
export type RobotOutcome = (typeof ROBOT_OUTCOMES)[number];

/** Outcomes worth another attempt later in the window. */
export const RETRY_OUTCOMES: readonly RobotOutcome[] = ['noAnswer', 'busy', 'switchedOff', 'failed'];

export interface RobotCallRequest {
  /** 254 + 9 digits, resolved by the server. */
  phone: string;
  /** Our reference for the call (robot_calls id, attempt); the provider echoes it. */
  reference: string;
  script: string;
  attempt: number;
}

export interface RobotCallResult {
  providerRef: string;
  outcome: RobotOutcome;
  /** The key the customer pressed (1 = promise to pay), if any. */
  keypress: string | null;
  durationSec: number;
  transcript: string | null;
  recordingRef: string | null;
}

export interface RobotAdapter {
  readonly name: string;
  call(request: RobotCallRequest): Promise<RobotCallResult>;
}

export interface AiCallAdapter {
  readonly name: string;
  /** Places the call; the result comes back by call-back carrying `providerRef`. */
  dial(request: RobotCallRequest): Promise<{ providerRef: string; accepted: boolean }>;
}
