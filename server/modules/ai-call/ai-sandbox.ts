/**
 * The 94AI sandbox's call-back: right after a sandbox dial, the "provider" answers through the same verified
 * path as a real one (signed with the shared secret), with the outcome the sandbox derives from the number.
 */
import { sandboxResult } from '../../integrations/call/robot-sandbox';
import type { Deps } from '../../core/deps';
import { receiveCallback } from './ai-callback.service';
import { signedHeaders } from './ai-signature';

export async function deliverSandboxCallback(deps: Deps, call: { providerRef: string; phone: string }) {
  const attempt = Number(call.providerRef.split('-').at(-1) ?? '1');
  const result = sandboxResult({ phone: call.phone, reference: call.providerRef, script: '', attempt }, 'ai');
  const body = {
    eventId: `${call.providerRef}-final`, callRef: call.providerRef, status: result.outcome, keypress: result.keypress,
    durationSec: result.durationSec, transcript: result.transcript, recordingRef: result.recordingRef, eventAt: deps.now().toISOString(),
  };
  await receiveCallback(deps, body, body, signedHeaders(body, deps.now()));
}
