import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Lending Back Office';
/** One 30-second step either side, for clock drift between server and phone. */
const TOLERANCE_SECONDS = 30;

export interface MfaEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export async function newMfaEnrolment(username: string): Promise<MfaEnrolment> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: username, secret });
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 });
  return { secret, otpauthUrl, qrDataUrl };
}

export async function verifyTotp(secret: string, token: string, at: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(token)) return false;
  const result = await verify({ secret, token, epoch: Math.floor(at.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
  return result.valid;
}
