/**
 * What the browser suite's server handed its sandboxes, real text included: the outbox and the message centre
 * show a sign-in code or temporary password as ******, so a test reads what the phone got from the file the
 * server writes under NODE_ENV=test (server/main.ts), never from the API.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SANDBOX_SENT_FILE, type SandboxSent } from '../../../server/integrations/messaging/sandbox-sent';

/** The server's DATA_DIR (playwright.config.ts). */
const dataDir = () => path.resolve(`.e2e-data/${Number(process.env.E2E_PORT ?? 8181)}`);

export function sandboxSent(): SandboxSent[] {
  const file = path.join(dataDir(), SANDBOX_SENT_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as SandboxSent);
}

/** The text the recipient got for that outbox message; undefined until it was handed over. */
export const sentText = (outboxId: number) => sandboxSent().findLast((m) => m.outboxId === outboxId)?.body;
