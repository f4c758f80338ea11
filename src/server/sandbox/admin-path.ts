import { SANDBOX_ADMIN_PREFIX } from '../../core/sandbox-api/routes.ts';

/** Whether `path` is one of the sandbox's own routes rather than the service's API (spec 4). */
export const isAdminPath = (path: string) => path.startsWith(`${SANDBOX_ADMIN_PREFIX}/`);
