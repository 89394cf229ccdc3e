/** Configuration, read and validated once at start-up. */
import { z } from 'zod';
import { trustProxyOf } from './core/client-address';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_SLIDE_AFTER_FAILURES: z.coerce.number().int().positive().default(3),
  LOGIN_LOCK_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /** Calls to noAuth/logon/* per client address per window (a whole sign-in is 2 to 5 calls). */
  SIGNIN_RATE_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  /** Sign-in attempts naming one username per window, from any address. */
  SIGNIN_RATE_PER_USERNAME: z.coerce.number().int().positive().default(10),
  SIGNIN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Proxies whose X-Forwarded-For is believed: addresses or CIDRs (comma-separated) or a hop count; unset believes none. */
  TRUST_PROXY: z.string().default('').refine((value) => trustProxyOf(value) !== null, 'addresses, CIDRs or a hop count of 1 to 10'),
  /** The deployment sits behind TLS: browsers are told to use HTTPS only (HSTS). */
  BEHIND_TLS: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Browser tests only: the slide challenge also carries its answer, so a test can drag there. Never in production. */
  SLIDE_ANSWER_FOR_TESTS: z.enum(['true', 'false']).default('false'),
  /** Browser tests only: a request's X-Test-Clock-Offset-Minutes moves its clock (server/core/test-clock.ts). Never in production. */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
});

export type AppConfig = z.infer<typeof schema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (parsed.data.SLIDE_ANSWER_FOR_TESTS === 'true' && env.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: SLIDE_ANSWER_FOR_TESTS gives the slide check away and is refused when NODE_ENV=production');
  }
  if (parsed.data.TEST_CLOCK === 'true' && env.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: TEST_CLOCK lets any request move the server\'s clock and is refused when NODE_ENV=production');
  }
  return parsed.data;
}

/** Tests sign in hundreds of times a minute from one address: the sign-in limits are tested with values of their own. */
const TEST_SIGNIN_RATE = 100_000;

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({}), LOG_LEVEL: 'silent', SIGNIN_RATE_PER_ADDRESS: TEST_SIGNIN_RATE, SIGNIN_RATE_PER_USERNAME: TEST_SIGNIN_RATE, ...overrides,
});
