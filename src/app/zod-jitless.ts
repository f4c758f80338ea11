/**
 * Zod compiles fast object parsers with `new Function` when it may; merely probing for that is a
 * script-src violation under the console's Content-Security-Policy (no `unsafe-eval`). Loaded
 * first by `main.tsx`, before any schema is built, so no schema ever probes.
 */
import { z } from 'zod';

z.config({ jitless: true });
