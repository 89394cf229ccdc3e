/**
 * Before each API test file (setupFiles). The worker keeps modules loaded between files (isolate: false in
 * vitest.config.ts), so fixture state that shapes generated data starts again here, as it did when each file
 * loaded its own modules.
 */
import { resetApplicants } from './order-fixtures';

resetApplicants();
