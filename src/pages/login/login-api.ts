/** The sign-in calls of server/modules/auth; every call is silent because the screen shows errors in place. */
import type { SlidePoint } from '../../../common/slide';
import { ApiError } from '../../providers/envelope';
import { api } from '../../providers/http';

export type CodeChannel = 'sms' | 'email';
export type SecondStep = 'code' | 'mfaBind' | 'mfaVerify';

export interface SessionGrant {
  token: string;
  isUpdatePasswordStatus: boolean;
}

export interface StepTicket {
  nextStep: SecondStep;
  ticket: string;
  channels: CodeChannel[];
}

export type LoginAnswer = SessionGrant | StepTicket;

export interface SlideChallenge {
  challengeId: string;
  /** PNG data URL of the picture with the gap and a decoy. */
  picture: string;
  /** PNG data URL of the piece, transparent outside its outline. */
  piece: string;
  pieceY: number;
  width: number;
  height: number;
  pieceSize: number;
  expiresInSeconds: number;
}

export interface CodeSent {
  sentTo: string;
  resendAfterSeconds: number;
}

export interface MfaEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
  expiresAt: string;
}

const quiet = { silent: true } as const;

export const loginApi = {
  slideChallenge: () => api.get<SlideChallenge>('noAuth/logon/slideChallenge', quiet),
  slideVerify: (challengeId: string, x: number, trace: SlidePoint[]) =>
    api.post<{ slideToken: string }>('noAuth/logon/slideVerify', { challengeId, x, trace }, quiet),
  login: (username: string, password: string, slideToken: string | null) =>
    api.post<LoginAnswer>('noAuth/logon/login', { username, password, ...(slideToken ? { slideToken } : {}) }, quiet),
  sendCode: (ticket: string, channel: CodeChannel) =>
    api.post<CodeSent>('noAuth/logon/sendAuthUserValidateCode', { ticket, channel }, quiet),
  verifyCode: (ticket: string, code: string) => api.post<SessionGrant>('noAuth/logon/verifyCode', { ticket, code }, quiet),
  mfaSetup: (ticket: string) => api.post<MfaEnrolment>('noAuth/logon/mfaSetup', { ticket }, quiet),
  mfaVerify: (ticket: string, code: string) => api.post<SessionGrant>('noAuth/logon/mfaVerify', { ticket, code }, quiet),
};

export const isSessionGrant = (answer: LoginAnswer): answer is SessionGrant => 'token' in answer;

/** The server asks for the slide check before the next attempt. */
export function slideRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return false;
  return (error.data as { slideRequired?: unknown }).slideRequired === true;
}

/** The server's translated message, or the screen's own text for anything that is not an API answer. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
