import type { CallAdapter, DialRequest, DialResult } from './call.adapter';

/**
 * Deterministic sandbox: every call is accepted and numbered in order; nothing leaves the machine. Staff see
 * the calls in the order's call log, which reads the call_logs table.
 */
export function createSandboxCalls(onDial?: (request: DialRequest) => void): CallAdapter {
  let sequence = 0;
  return {
    name: 'sandbox',
    async dial(request: DialRequest): Promise<DialResult> {
      sequence += 1;
      onDial?.(request);
      return { status: 'dialing', providerRef: `sandbox-call-${sequence}` };
    },
  };
}
