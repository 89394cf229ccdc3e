/**
 * What the process runs as, from NODE_ENV: `development` (a developer's machine and `npm start`'s demo), `test`
 * (the API and browser suites) or `production` — anything else, unset included. Decision: production is the
 * default, so a deployment that forgets NODE_ENV gets the strict checks (real callback secrets, no test switches,
 * no secrets on the console) instead of the sandbox's conveniences.
 */
export type RunMode = 'development' | 'test' | 'production';

export const runModeOf = (nodeEnv: string | undefined): RunMode =>
  nodeEnv === 'development' || nodeEnv === 'test' ? nodeEnv : 'production';
