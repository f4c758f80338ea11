import { SANDBOX_ADMIN_PREFIX } from '../../core/sandbox-api/routes.ts';

/** Where the sandbox's own routes live, outside the spec's `/api/` (spec 4 shows only that). */
export const ADMIN_PATH = SANDBOX_ADMIN_PREFIX;

/** Whether `path` is one of the sandbox's own routes rather than the service's API. */
export const isAdminPath = (path: string) => path.startsWith(`${ADMIN_PATH}/`);
