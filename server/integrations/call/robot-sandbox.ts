import type { AiCallAdapter, RobotAdapter, RobotCallRequest, RobotCallResult, RobotOutcome } from './robot.adapter';

/**
 * The deterministic sandbox: the outcome follows the last digit of the number, so tests and the demo know what
 * each customer "answers". 0–1 promise (key 1), 2–5 answered, 6 no answer, 7 no answer on the first attempt then
 * answered, 8 busy, 9 switched off. Nothing leaves the machine.
 */
export function sandboxOutcome(phone: string, attempt: number): RobotOutcome {
  const digit = Number(phone.at(-1) ?? '0');
  if (digit <= 1) return 'promised';
  if (digit <= 5) return 'answered';
  if (digit === 6) return 'noAnswer';
  if (digit === 7) return attempt > 1 ? 'answered' : 'noAnswer';
  return digit === 8 ? 'busy' : 'switchedOff';
}

const TRANSCRIPTS: Partial<Record<RobotOutcome, string>> = {
  promised: 'Robot: Your loan payment is due. Press 1 to promise payment. Customer: (pressed 1) I will pay by Friday.',
  answered: 'Robot: Your loan payment is due. Press 1 to promise payment. Customer: Thank you, noted.',
};

export function sandboxResult(request: RobotCallRequest, prefix: string): RobotCallResult {
  const outcome = sandboxOutcome(request.phone, request.attempt);
  const talked = outcome === 'promised' || outcome === 'answered';
  return {
    providerRef: `${prefix}-${request.reference}`,
    outcome,
    keypress: outcome === 'promised' ? '1' : null,
    durationSec: talked ? 20 + (Number(request.phone.slice(-3)) % 60) : 0,
    transcript: TRANSCRIPTS[outcome] ?? null,
    recordingRef: talked ? `sandbox://recordings/${prefix}-${request.reference}.mp3` : null,
  };
}

export function createSandboxRobot(): RobotAdapter {
  return { name: 'sandbox', call: async (request) => sandboxResult(request, 'robot') };
}

export function createSandboxAiCalls(): AiCallAdapter {
  return { name: 'sandbox', dial: async (request) => ({ providerRef: `ai-${request.reference}`, accepted: true }) };
}
