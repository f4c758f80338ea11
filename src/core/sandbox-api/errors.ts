/**
 * The one error shape of every admin route (docs/sandbox.md, "Admin routes"): plain JSON
 * `{"error": "..."}`, with an `id` where the inbox stored a notification it refused.
 */
import { z } from '../zod-jitless.ts';

export const adminErrorSchema = z.object({ error: z.string(), id: z.string().optional() });
export type AdminError = z.infer<typeof adminErrorSchema>;
