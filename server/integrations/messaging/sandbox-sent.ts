/**
 * What the sandboxes hand over, the real text included (a sign-in code, a temporary password): the outbox keeps
 * only a redacted body (outbox.service.ts), so this is where a developer's console (NODE_ENV=development), the
 * browser suite's server (NODE_ENV=test, a file in DATA_DIR: server/main.ts), the API tests' harness and the demo
 * seeding read it. In-process listeners only: no route, screen or export reads it.
 */
import type { MessageChannel } from './messaging.adapter';

export interface SandboxSent {
  /** The outbox message handed over, when the sender named it. */
  outboxId: number | null;
  channel: MessageChannel;
  provider: string;
  to: string;
  body: string;
}

/** NODE_ENV=test: the server appends each send here as a JSON line, in DATA_DIR (the browser suite's helpers read it). */
export const SANDBOX_SENT_FILE = 'sandbox-sent.jsonl';

type Listener = (sent: SandboxSent) => void;
const listeners = new Set<Listener>();

/** Called for every message a sandbox accepts from now on; returns the call that stops it. */
export function onSandboxSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSandboxSent(sent: SandboxSent): void {
  for (const listener of listeners) listener(sent);
}

/** Keeps what the sandboxes accept until stop(): the real text handed over for an outbox message. */
export function recordSandboxSent() {
  const sent: SandboxSent[] = [];
  const stop = onSandboxSent((message) => sent.push(message));
  /** The last text handed over for that message (and, given, to that address); undefined when none was. */
  const textOf = (outboxId: number, to?: string) => sent.findLast((m) => m.outboxId === outboxId && (to === undefined || m.to === to))?.body;
  return { sent, textOf, stop };
}
