/**
 * The Content-Security-Policy allows no eval (server/core/security-headers.plugin.ts). Zod compiles object
 * parsers with `new Function` when it may, and probes for that once; under the CSP the probe is a reported
 * violation even though Zod catches it. Jitless Zod never tries. Imported first by main.tsx.
 */
import { z } from 'zod';

z.config({ jitless: true });
