/** Configuration, read and validated once at start-up. */
import { z } from 'zod';
import { trustProxyOf } from './core/client-address';
import { callbackSecretProblems } from './core/callback-secrets';
import { runModeOf } from './core/run-mode';

const schema = z.object({
  /** development, test, or (anything else, unset included) production: server/core/run-mode.ts. */
  NODE_ENV: z.string().optional().transform(runModeOf),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_SLIDE_AFTER_FAILURES: z.coerce.number().int().positive().default(3),
  LOGIN_LOCK_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /** Calls to noAuth/logon/* per client address per window, a flood guard (a sign-in is 1 to 5 calls; docs/deploy.md). */
  SIGNIN_RATE_PER_ADDRESS: z.coerce.number().int().positive().default(1200),
  SIGNIN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Failed sign-in calls from one address per failure window before the address is refused (issue 31.7). */
  SIGNIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  /** Failed sign-ins naming one username, from any address, per failure window before every attempt needs the slide. */
  SIGNIN_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(50),
  SIGNIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Proxies whose X-Forwarded-For is believed: addresses or CIDRs (comma-separated) or a hop count; unset believes none. */
  TRUST_PROXY: z.string().default('').refine((value) => trustProxyOf(value) !== null, 'addresses, CIDRs or a hop count of 1 to 10'),
  /** The deployment sits behind TLS: browsers are told to use HTTPS only (HSTS). */
  BEHIND_TLS: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo users, orders and money in an empty database: only when asked (`npm start` asks). */
  SEED_DEMO: z.enum(['true', 'false']).default('false'),
  /** Hosts (host or host:port, comma-separated) that external menu links may open, over https only; unset: none. */
  EXTERNAL_LINK_HOSTS: z.string().default('')
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.every((host) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(host)), 'host names (or host:port), comma-separated'),
  /** Tests only (NODE_ENV=test): the slide challenge also carries its answer, so a test can drag there. */
  SLIDE_ANSWER_FOR_TESTS: z.enum(['true', 'false']).default('false'),
  /** Tests only (NODE_ENV=test): a request's X-Test-Clock-Offset-Minutes moves its clock (server/core/test-clock.ts). */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
});

export type AppConfig = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // Test switches only where a test asked for them: never on a server whose NODE_ENV a deployment forgot.
  const problems = [
    ...(parsed.data.SLIDE_ANSWER_FOR_TESTS === 'true' && parsed.data.NODE_ENV !== 'test' ? ['SLIDE_ANSWER_FOR_TESTS gives the slide check away and is refused unless NODE_ENV=test'] : []),
    ...(parsed.data.TEST_CLOCK === 'true' && parsed.data.NODE_ENV !== 'test' ? ['TEST_CLOCK lets any request move the server\'s clock and is refused unless NODE_ENV=test'] : []),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return parsed.data;
}

/**
 * The server's configuration (server/main.ts): in production (NODE_ENV neither development nor test) it also needs
 * real callback secrets, else anyone could sign a call-back or receipt with the sandbox's published ones.
 */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const config = loadConfig(env);
  const problems = config.NODE_ENV === 'production' ? callbackSecretProblems(env) : [];
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production (NODE_ENV=${env.NODE_ENV ?? 'unset'}): ${problems.join('; ')}. `
      + 'Set each to the secret agreed with the provider (docs/deploy.md), or NODE_ENV=development for a local demo.');
  }
  return config;
}

/** Tests sign in hundreds of times a minute from one address: the sign-in limits are tested with values of their own. */
const TEST_SIGNIN_RATE = 100_000;

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({ NODE_ENV: 'test' }), LOG_LEVEL: 'silent', SIGNIN_RATE_PER_ADDRESS: TEST_SIGNIN_RATE,
  SIGNIN_FAILURES_PER_ADDRESS: TEST_SIGNIN_RATE, SIGNIN_FAILURES_PER_USERNAME: TEST_SIGNIN_RATE, ...overrides,
});
