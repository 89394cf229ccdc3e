import { CodeStep } from './CodeStep';
import type { SessionGrant, StepTicket } from './login-api';
import { MfaBindStep } from './MfaBindStep';
import { MfaVerifyStep } from './MfaVerifyStep';

interface SecondStepProps {
  step: StepTicket & { issuedAt: number };
  onGranted: (grant: SessionGrant) => Promise<void>;
}

/** The step the server asked for after the password. */
export function SecondStep({ step, onGranted }: SecondStepProps) {
  switch (step.nextStep) {
    case 'code':
      return <CodeStep ticket={step.ticket} channels={step.channels} onGranted={onGranted} />;
    case 'mfaBind':
      return <MfaBindStep ticket={step.ticket} issuedAt={step.issuedAt} onGranted={onGranted} />;
    case 'mfaVerify':
      return <MfaVerifyStep ticket={step.ticket} onGranted={onGranted} />;
  }
}
