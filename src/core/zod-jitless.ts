/**
 * Zod as the browser side uses it. Zod compiles fast object parsers with `new Function` when it
 * may; merely probing for that is a script-src violation under the console's
 * Content-Security-Policy (no `unsafe-eval`). Every schema of the browser side takes `z` from
 * here, so the setting is made before any schema is built, in whichever lazy chunk that is.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
